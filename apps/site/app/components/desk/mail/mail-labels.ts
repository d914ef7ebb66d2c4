import type { TranslateFunction } from "@vantreo/i18n/react";
import { MAIL_KINDS } from "@vantreo/contracts/core";

/** A mail's kind in the staff member's language (`t` bound to `deskAdmin`). */
export function mailKindLabel(t: TranslateFunction, kind: string | null): string {
  const known = MAIL_KINDS.find((candidate) => candidate === kind);
  return t(`mail.kinds.${known ?? "unknown"}`);
}

/** A mail's language, named in the staff member's language. */
export function mailLanguageLabel(t: TranslateFunction, locale: string | null): string {
  return t(
    `mail.languages.${locale === "en" || locale === "de" || locale === "ar" ? locale : "unknown"}`,
  );
}
