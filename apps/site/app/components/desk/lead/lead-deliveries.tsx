import { useTranslation } from "@vantreo/i18n/react";
import { formatMoment } from "../../api/format-moment";
import { Td, TableFrame, Th } from "../../api/table-frame";
import { useLocale } from "../../../navigation/use-locale";
import type { DeliveryState } from "@vantreo/contracts/core";

/** The CRM and e-mail deliveries of a lead: what, its state, attempts, last error, when. */
export function LeadDeliveries({ crm, mail }: { crm: DeliveryState[]; mail: DeliveryState[] }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const rows = [
    ...crm.map((row) => ({ ...row, channel: t("lead.delivery.crm") })),
    ...mail.map((row) => ({ ...row, channel: t("lead.delivery.mail") })),
  ];
  return (
    <section aria-labelledby="desk-lead-deliveries">
      <h3 id="desk-lead-deliveries" className="text-lg font-semibold">
        {t("lead.delivery.heading")}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t("lead.delivery.none")}</p>
      ) : (
        <TableFrame label={t("lead.delivery.heading")}>
          <thead>
            <tr>
              <Th>{t("lead.delivery.kind")}</Th>
              <Th>{t("lead.delivery.state")}</Th>
              <Th>{t("lead.delivery.attempts")}</Th>
              <Th>{t("lead.delivery.lastError")}</Th>
              <Th>{t("lead.delivery.deliveredAt")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.channel}-${row.id}`}>
                <Td>
                  {row.channel}
                  <span dir="ltr" className="block text-muted-foreground">
                    {row.kind}
                  </span>
                </Td>
                <Td>{t(`lead.delivery.${row.state}`)}</Td>
                <Td>{row.attempts}</Td>
                <Td>
                  <span dir="auto">{row.lastError ?? t("lead.delivery.noError")}</span>
                </Td>
                <Td>
                  {row.deliveredAt === null
                    ? t("lead.delivery.notYet")
                    : formatMoment(new Date(row.deliveredAt).toISOString(), locale)}
                </Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
