/**
 * A link parameter that carries a credential: the newsletter confirmation's `#token=…` (see
 * `confirmationUrl`), and any other confirmation or verification link that passes a `token`,
 * `*_token`, `code`, `key` or `secret` in its query or fragment. In the HTML part the separator
 * before it may be written `&amp;`, hence `;` among the separators.
 */
const LINK_CREDENTIAL = /([#?&;](?:[a-z]+_)?(?:token|code|key|secret))=[^\s"'<>&#]+/gi;

/**
 * `text` (a mail's text or HTML part) with every link credential replaced by `[withheld]`
 * (`#token=[withheld]`). Whoever holds such a token could confirm or verify in the person's name,
 * so it leaves neither in the data-subject export (GDPR art. 15(4)) nor in the owner's mail
 * viewer; the mail itself went to the person with the real link.
 */
export function withholdTokens(text: string): string {
  return text.replace(LINK_CREDENTIAL, "$1=[withheld]");
}
