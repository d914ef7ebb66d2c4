import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useEffect, useId, useRef } from "react";
import { mailKindLabel, mailLanguageLabel } from "./mail-labels";
import { MailParts } from "./mail-parts";
import type { MailDetail } from "@vantreo/contracts/core";

/** One written mail: its headers, its text part and its HTML part (sandboxed). */
export function MailViewer({
  mail,
  locale,
  onBack,
}: {
  mail: MailDetail;
  locale: Locale;
  onBack(): void;
}) {
  const { t } = useTranslation("deskAdmin");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The list is replaced by the mail: focus moves to its subject (WCAG 2.4.3).
  useEffect(() => heading.current?.focus(), [mail.file]);
  const rows: [string, string | null, "ltr" | "auto"][] = [
    [t("mail.viewer.from"), mail.from, "ltr"],
    [t("mail.to"), mail.to, "ltr"],
    [t("mail.viewer.replyTo"), mail.replyTo, "ltr"],
    [
      t("mail.date"),
      formatDate(mail.date, locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
      "auto",
    ],
    [t("mail.kind"), mailKindLabel(t, mail.kind), "auto"],
    [t("mail.language"), mailLanguageLabel(t, mail.locale), "auto"],
  ];
  return (
    <article aria-labelledby={headingId} className="space-y-4">
      <Button type="button" variant="outline" size="sm" onClick={onBack}>
        {t("mail.viewer.back")}
      </Button>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        <bdi lang={mail.locale ?? undefined}>{mail.subject}</bdi>
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter((row): row is [string, string, "ltr" | "auto"] => row[1] !== null)
          .map(([label, value, dir]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd dir={dir} className="break-all">
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <MailParts text={mail.text} html={mail.html} locale={mail.locale} />
    </article>
  );
}
