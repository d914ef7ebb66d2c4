import { requestedLeadMagnet } from "@vantreo/leads";
import { mailStatement } from "../mail/mail-statement";
import { singleAddress } from "../mail/recipient-address";
import type { LeadRecord } from "../store/lead-records";
import type { Statement } from "../store/statement-database";
import { leadMagnetLocale } from "./lead-magnet-locale";
import {
  LEAD_MAGNET_LINK_TTL_MS,
  leadMagnetTokenDigest,
  newLeadMagnetToken,
} from "./lead-magnet-token";

/**
 * What a genuine lead-magnet request queues besides a lead's usual rows, in the lead's own
 * transaction: the delivery mail with its download link (token kept in the mail row only until
 * sent) and the link's row (digest, language, expiry). Nothing for any other lead, nor for an
 * address that is not exactly one valid address.
 */
export function leadMagnetStatements(record: LeadRecord, at: number): Statement[] {
  const serviceId = requestedLeadMagnet(record.lead);
  if (serviceId === null || singleAddress(record.lead.email) === null) return [];
  const token = newLeadMagnetToken();
  return [
    mailStatement(record.id, "lead-magnet-delivery", at, token),
    {
      sql: "INSERT INTO lead_magnet_links (lead_id, service_id, locale, token_digest, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      params: [
        record.id,
        serviceId,
        leadMagnetLocale(record),
        leadMagnetTokenDigest(token),
        at,
        at + LEAD_MAGNET_LINK_TTL_MS,
      ],
    },
  ];
}
