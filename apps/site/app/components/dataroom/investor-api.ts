import type { Locale } from "@vantreo/i18n";
import { dataroomRequest } from "./dataroom-request";
import type { DataroomDocument, DocumentSummary, InvestorSession } from "@vantreo/contracts/core";

/** What a visitor sends to request access (name, e-mail, firm, message). */
export interface AccessRequestInput {
  name: string;
  email: string;
  firm: string;
  message: string;
  locale: Locale;
}

/**
 * The investor side of the data-room API (the lead API README, "Investor data room"): the public catalogue,
 * access requests, opening a session with a code, and the session's own reads.
 */
export const investorApi = {
  /** Titles and descriptions of every document, for anyone. */
  catalog: (signal?: AbortSignal) =>
    dataroomRequest<{ documents: DocumentSummary[] }>("/catalog", signal ? { signal } : {}).then(
      (answer) => answer.documents,
    ),
  /**
   * Sends a request for access: the lead API mails a verification link to the address and
   * answers the same whatever it already holds about it (no enumeration).
   */
  requestAccess: (input: AccessRequestInput) =>
    dataroomRequest<{ status: "check-mailbox" }>("/requests", { method: "POST", body: input }),
  /** Opens a session with an access code (the API sets the httpOnly session cookie). */
  openSession: (code: string) =>
    dataroomRequest<undefined>("/session", { method: "POST", body: { code } }),
  /** The investor of the current session; fails with `no_session` without one. */
  me: (signal?: AbortSignal) => dataroomRequest<InvestorSession>("/me", signal ? { signal } : {}),
  /** One document for the current session; each call is a logged view. */
  document: (slug: string, signal?: AbortSignal) =>
    dataroomRequest<DataroomDocument>(
      `/documents/${encodeURIComponent(slug)}`,
      signal ? { signal } : {},
    ),
  /** Ends the session (CSRF-checked). */
  signOut: (csrfToken: string) =>
    dataroomRequest<undefined>("/logout", { method: "POST", csrfToken }),
};
