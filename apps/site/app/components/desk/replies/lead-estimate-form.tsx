import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeskLead, StaffSession } from "@vantreo/contracts/core";
import { formatCurrency } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { deskApi } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS } from "../desk-query-client";

/**
 * The staff's estimate of the deal, whole US dollars (empty clears it), sent with the lead's
 * version like every change; the CRM hears of it in a `lead.updated` event.
 */
export function LeadEstimateForm({ lead, session }: { lead: DeskLead; session: StaffSession }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const ids = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(
    lead.estimatedValue === null ? "" : String(lead.estimatedValue),
  );
  const [message, setMessage] = useState("");
  const save = useMutation({
    mutationFn: (estimatedValue: number | null) =>
      deskApi.change(session.csrfToken, lead.id, { version: lead.version, estimatedValue }),
    onSuccess: async () => {
      setMessage(t("lead.estimate.saved"));
      await queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.lead(lead.id) });
    },
    onError: async (error) => {
      setMessage(deskErrorText(t, error));
      await queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.lead(lead.id) });
    },
  });
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border p-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        {t("lead.estimate.heading")}
      </h3>
      <p className="mt-1">
        {lead.estimatedValue === null
          ? t("lead.estimate.none")
          : t("lead.estimate.current", {
              value: formatCurrency(lead.estimatedValue, locale, "USD"),
            })}
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = value.trim();
          const amount = text === "" ? null : Number(text);
          if (amount !== null && (!Number.isInteger(amount) || amount < 0)) {
            setMessage(t("lead.estimate.invalid"));
            return;
          }
          save.mutate(amount);
        }}
      >
        <label className="block">
          {t("lead.estimate.label")}
          <input
            className="mt-1 block w-48 rounded-md border bg-background px-3 py-2"
            inputMode="numeric"
            dir="ltr"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <Button type="submit" variant="outline" loading={save.isPending}>
          {t("lead.estimate.save")}
        </Button>
      </form>
      <p aria-live="polite">{message}</p>
    </section>
  );
}
