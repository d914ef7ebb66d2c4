import type { PrivacyRequest } from "@vantreo/contracts/core";
import type { DeskDataRequest } from "./desk-store";
import { dueDates } from "./privacy-due-dates";

/** A data-subject request as the privacy queue shows it, with its legal deadlines. */
export function requestView(request: DeskDataRequest): PrivacyRequest {
  const { lead } = request;
  const requestType = lead.metadata.request_type;
  return {
    id: request.id,
    receivedAt: new Date(request.receivedAt).toISOString(),
    status: request.status,
    email: lead.email,
    firstName: lead.firstName,
    lastName: lead.lastName,
    requestType: typeof requestType === "string" ? requestType : null,
    message: lead.message,
    locale: request.consent.locale,
    due: dueDates(request.receivedAt, lead.metadata),
    verifiedAt: request.verifiedAt === null ? null : new Date(request.verifiedAt).toISOString(),
    override: request.override
      ? {
          reason: request.override.reason,
          by: request.override.by,
          at: new Date(request.override.at).toISOString(),
        }
      : null,
  };
}
