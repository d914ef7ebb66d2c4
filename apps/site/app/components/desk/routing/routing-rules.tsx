import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button, Field, Input, Label } from "@vantreo/ui";
import { useId, useState } from "react";
import {
  ROUTING_CRITERIA,
  type RoutingConfig,
  type RoutingConfigInput,
  type RoutingCriterion,
  type StaffSession,
} from "@vantreo/contracts/core";
import { ActionNotice, type Notice } from "../action-notice";
import { deskRequest } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import { DeskLoading } from "../desk-loading";
import { useDeskStaff } from "../use-desk-staff";

const ROUTING_QUERY_KEY = ["desk", "routing"] as const;

/** `/v1/desk/routing` (owners). */
export const routingApi = {
  get: (signal?: AbortSignal) => deskRequest<RoutingConfig>("/routing", signal ? { signal } : {}),
  save: (csrfToken: string, config: RoutingConfigInput) =>
    deskRequest<RoutingConfig>("/routing", { method: "PUT", body: config, csrfToken }),
};

/** A rule as the form edits it; `key` tells React's rows apart before a rule has an id. */
type DraftRule = RoutingConfigInput["rules"][number] & { key: string };

const SELECT =
  "h-9 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 md:text-sm";

let nextKey = 0;
const draftOf = (rule: Partial<DraftRule> = {}): DraftRule => ({
  name: "",
  criterion: "service",
  value: "",
  members: [],
  ...rule,
  key: `rule-${(nextKey += 1)}`,
});

/**
 * The lead routing rules for owners (issue #32): ordered rules, each a criterion, a value and a
 * team taking leads in turn, and the fallback owner of a lead no rule matches. Saved as one set.
 */
export function RoutingRules({ session }: { session: StaffSession }) {
  const { t } = useTranslation("desk");
  const headingId = useId();
  const queryClient = useQueryClient();
  const staff = useDeskStaff();
  const routing = useQuery({
    queryKey: ROUTING_QUERY_KEY,
    queryFn: ({ signal }) => routingApi.get(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const [draft, setDraft] = useState<{ rules: DraftRule[]; fallback: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);

  if (routing.isPending || staff.isPending) return <DeskLoading />;
  if (routing.isError)
    return <ActionNotice notice={{ kind: "alert", text: deskErrorText(t, routing.error) }} />;
  const current = draft ?? {
    rules: routing.data.rules.map((rule) => draftOf(rule)),
    fallback: routing.data.fallbackOwnerId ?? "",
  };
  const members = staff.data?.staff ?? [];
  const update = (rules: DraftRule[], fallback = current.fallback) => setDraft({ rules, fallback });
  const change = (index: number, patch: Partial<DraftRule>) =>
    update(current.rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const move = (index: number, by: number) => {
    const rules = [...current.rules];
    const [rule] = rules.splice(index, 1);
    if (rule) rules.splice(index + by, 0, rule);
    update(rules);
  };

  const save = async () => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = await routingApi.save(session.csrfToken, {
        rules: current.rules.map(({ key: _key, ...rule }) => rule),
        fallbackOwnerId: current.fallback === "" ? null : current.fallback,
      });
      queryClient.setQueryData(ROUTING_QUERY_KEY, saved);
      setDraft(null);
      setNotice({ kind: "status", text: t("routing.saved") });
    } catch (error) {
      setNotice({ kind: "alert", text: deskErrorText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("routing.heading")}
      </h2>
      <p className="max-w-prose text-muted-foreground">{t("routing.intro")}</p>
      <ActionNotice notice={notice} />
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {current.rules.length === 0 ? <p>{t("routing.empty")}</p> : null}
        <ol className="space-y-4">
          {current.rules.map((rule, index) => (
            <li key={rule.key}>
              <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
                <legend className="px-1 font-semibold">
                  {t("routing.rule", { n: index + 1 })}
                </legend>
                <Field controlId={`${rule.key}-name`} className="gap-1">
                  <Label>{t("routing.name")}</Label>
                  <Input
                    required
                    maxLength={80}
                    dir="auto"
                    value={rule.name}
                    onChange={(event) => change(index, { name: event.target.value })}
                  />
                </Field>
                <Field controlId={`${rule.key}-criterion`} className="gap-1">
                  <Label>{t("routing.criterion")}</Label>
                  <select
                    id={`${rule.key}-criterion`}
                    className={SELECT}
                    value={rule.criterion}
                    onChange={(event) =>
                      change(index, { criterion: event.target.value as RoutingCriterion })
                    }
                  >
                    {ROUTING_CRITERIA.map((criterion) => (
                      <option key={criterion} value={criterion}>
                        {t(`routing.criteria.${criterion}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field controlId={`${rule.key}-value`} className="gap-1">
                  <Label>{t("routing.value")}</Label>
                  <Input
                    required
                    maxLength={200}
                    dir="ltr"
                    value={rule.value}
                    onChange={(event) => change(index, { value: event.target.value })}
                  />
                </Field>
                <fieldset className="sm:col-span-3">
                  <legend className="text-sm font-medium">{t("routing.members")}</legend>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    {members.map((member) => (
                      <label key={member.id} className="inline-flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={rule.members.includes(member.id)}
                          onChange={(event) =>
                            change(index, {
                              members: event.target.checked
                                ? [...rule.members, member.id]
                                : rule.members.filter((id) => id !== member.id),
                            })
                          }
                        />
                        <span dir="auto">{member.name}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="flex flex-wrap gap-2 sm:col-span-3">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t("routing.moveUp")}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={index === current.rules.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t("routing.moveDown")}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => update(current.rules.filter((_, i) => i !== index))}
                  >
                    {t("routing.remove")}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          onClick={() => update([...current.rules, draftOf()])}
        >
          {t("routing.add")}
        </Button>
        <Field controlId="routing-fallback" className="max-w-sm gap-1">
          <Label>{t("routing.fallback")}</Label>
          <select
            id="routing-fallback"
            className={SELECT}
            value={current.fallback}
            onChange={(event) => update(current.rules, event.target.value)}
          >
            <option value="">{t("routing.noFallback")}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" disabled={saving}>
          {t("routing.save")}
        </Button>
      </form>
    </section>
  );
}
