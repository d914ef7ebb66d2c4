import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { TableFrame, Td, Th } from "../../api/table-frame";
import { mailKindLabel, mailLanguageLabel } from "./mail-labels";
import type { MailSummary } from "@vantreo/contracts/core";

/** The written mails of one page, newest first, each with a button that opens it. */
export function MailListTable({
  items,
  locale,
  onOpen,
}: {
  items: readonly MailSummary[];
  locale: Locale;
  onOpen(file: string): void;
}) {
  const { t } = useTranslation("deskAdmin");
  return (
    <TableFrame label={t("mail.caption")}>
      <caption className="sr-only">{t("mail.caption")}</caption>
      <thead>
        <tr>
          <Th>{t("mail.date")}</Th>
          <Th>{t("mail.kind")}</Th>
          <Th>{t("mail.to")}</Th>
          <Th>{t("mail.subject")}</Th>
          <Th>{t("mail.language")}</Th>
          <Th>{t("mail.open")}</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.file}>
            <Td className="whitespace-nowrap">
              <time dateTime={item.date}>
                {formatDate(item.date, locale, {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                })}
              </time>
            </Td>
            <Td>{mailKindLabel(t, item.kind)}</Td>
            <Td>
              <span dir="ltr">{item.to}</span>
            </Td>
            <Td>
              <bdi lang={item.locale ?? undefined}>{item.subject}</bdi>
            </Td>
            <Td>{mailLanguageLabel(t, item.locale)}</Td>
            <Td>
              <Button type="button" variant="outline" size="sm" onClick={() => onOpen(item.file)}>
                {t("mail.open")}
                <span className="sr-only">
                  {": "}
                  {item.subject}
                </span>
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
