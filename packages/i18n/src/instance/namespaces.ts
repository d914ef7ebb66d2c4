/**
 * The namespaces of the shared UI strings: `common` (header, menu, footer, theme, language),
 * `leads` (every lead message code and the lead form), `forms` (field chrome shared by all
 * forms), `search`, `consent`, `popup`, `errors` (error boundary, not-found), `toasts`, `tools`, `dataroom` (the investor data room), `desk` (the staff's lead desk), `mail` (the lead API's e-mails and the newsletter
 * confirmation), `deskAdmin` (the lead desk's privacy queue, staff accounts and mail list).
 */
export const NAMESPACES = [
  "common",
  "leads",
  "forms",
  "search",
  "consent",
  "popup",
  "errors",
  "toasts",
  "tools",
  "dataroom",
  "desk",
  "mail",
  "deskAdmin",
] as const;

/** One of the shared UI namespaces. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t()` reads when a key names none. */
export const DEFAULT_NAMESPACE: Namespace = "common";
