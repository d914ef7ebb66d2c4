import { deskRequest } from "../desk-api";
import type { MailDetailAnswer, MailPage, MailPreviewList } from "@vantreo/contracts/core";

/** The mail list's page size. */
export const MAIL_PAGE_SIZE = 25;

const options = (signal?: AbortSignal) => (signal ? { signal } : {});

/** One function per endpoint of `/v1/desk/mail*` (owners only). */
export const mailApi = {
  list: (page: number, signal?: AbortSignal) =>
    deskRequest<MailPage>(`/mail?page=${page}&size=${MAIL_PAGE_SIZE}`, options(signal)),
  get: (file: string, signal?: AbortSignal) =>
    deskRequest<MailDetailAnswer>(`/mail/${encodeURIComponent(file)}`, options(signal)).then(
      (answer) => answer.mail,
    ),
  previews: (signal?: AbortSignal) =>
    deskRequest<MailPreviewList>("/mail/previews", options(signal)).then(
      (answer) => answer.previews,
    ),
};

/** Cache keys of the mail page (under the desk's, so a sign-out drops them). */
export const MAIL_QUERY_KEYS = {
  list: (page: number) => ["desk", "leads", "mail", "list", page] as const,
  mail: (file: string) => ["desk", "leads", "mail", "file", file] as const,
  previews: ["desk", "leads", "mail", "previews"] as const,
};
