import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import {
  alertUrlProblem,
  type AlertConfig,
  type AlertConfigInput,
  type AlertRule,
  type StaffSession,
} from "@vantreo/contracts/core";
import { ActionNotice, type Notice } from "../action-notice";
import { deskRequest } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import { DeskLoading } from "../desk-loading";
import { AlertRuleFields, type DraftAlert } from "./alert-rule-fields";

const ALERTS_QUERY_KEY = ["desk", "alerts"] as const;

/** `/v1/desk/alerts` (owners). */
export const alertsApi = {
  get: (signal?: AbortSignal) => deskRequest<AlertConfig>("/alerts", signal ? { signal } : {}),
  save: (csrfToken: string, config: AlertConfigInput) =>
    deskRequest<AlertConfig>("/alerts", { method: "PUT", body: config, csrfToken }),
};

let nextKey = 0;
const draftOf = (rule?: AlertRule): DraftAlert => {
  nextKey += 1;
  if (!rule)
    return {
      key: `alert-${nextKey}`,
      name: "",
      channel: "slack",
      webhookUrl: "",
      leadTypes: [],
      locale: "en",
      enabled: true,
    };
  const { maskedUrl, ...saved } = rule;
  return { ...saved, maskedUrl, key: `alert-${nextKey}` };
};

/** The body of the save: a URL only where one was typed (a saved rule keeps its stored one). */
function bodyOf(rules: DraftAlert[]): AlertConfigInput {
  return {
    rules: rules.map(({ key: _key, maskedUrl: _masked, webhookUrl, ...rule }) => ({
      ...rule,
      ...(webhookUrl?.trim() ? { webhookUrl: webhookUrl.trim() } : {}),
    })),
  };
}

/**
 * The Slack and Teams alert rules for owners (issue #32): each posts new leads of the chosen
 * types (or every lead) to a channel's incoming webhook, in the chosen language. The webhook URL
 * is write-only: the desk shows the stored one masked, and a typed one leaves the browser only
 * in the save. Saved as one set.
 */
export function AlertRules({ session }: { session: StaffSession }) {
  const { t } = useTranslation("desk");
  const headingId = useId();
  const queryClient = useQueryClient();
  const alerts = useQuery({
    queryKey: ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => alertsApi.get(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const [draft, setDraft] = useState<DraftAlert[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);

  if (alerts.isPending) return <DeskLoading />;
  if (alerts.isError)
    return <ActionNotice notice={{ kind: "alert", text: deskErrorText(t, alerts.error) }} />;
  const rules = draft ?? alerts.data.rules.map((rule) => draftOf(rule));
  const change = (index: number, patch: Partial<DraftAlert>) =>
    setDraft(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));

  const save = async () => {
    // The contract's own URL rule, so the owner reads the reason in the desk's language.
    const bad = rules.findIndex(
      (rule) => rule.webhookUrl?.trim() && alertUrlProblem(rule.channel, rule.webhookUrl.trim()),
    );
    if (bad >= 0) {
      const channel = rules[bad]!.channel;
      setNotice({ kind: "alert", text: t(`alerts.invalidUrl.${channel}`, { n: bad + 1 }) });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const saved = await alertsApi.save(session.csrfToken, bodyOf(rules));
      queryClient.setQueryData(ALERTS_QUERY_KEY, saved);
      setDraft(null);
      setNotice({ kind: "status", text: t("alerts.saved") });
    } catch (error) {
      setNotice({ kind: "alert", text: deskErrorText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("alerts.heading")}
      </h2>
      <p className="max-w-prose text-muted-foreground">{t("alerts.intro")}</p>
      <ActionNotice notice={notice} />
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {rules.length === 0 ? <p>{t("alerts.empty")}</p> : null}
        <ol className="space-y-4">
          {rules.map((rule, index) => (
            <li key={rule.key}>
              <AlertRuleFields
                rule={rule}
                index={index}
                change={(patch) => change(index, patch)}
                remove={() => setDraft(rules.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setDraft([...rules, draftOf()])}>
            {t("alerts.add")}
          </Button>
          <Button type="submit" disabled={saving}>
            {t("alerts.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
