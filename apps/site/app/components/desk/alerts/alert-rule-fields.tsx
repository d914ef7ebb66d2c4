import { useTranslation } from "@vantreo/i18n/react";
import { Button, Field, Input, Label } from "@vantreo/ui";
import {
  ALERT_CHANNELS,
  ALERT_LEAD_TYPES,
  ALERT_LIMITS,
  ALERT_LOCALES,
  type AlertChannel,
  type AlertConfigInput,
  type AlertLocale,
} from "@vantreo/contracts/core";

/** A rule as the form edits it: `key` tells rows apart, `maskedUrl` is the stored URL's hint. */
export type DraftAlert = AlertConfigInput["rules"][number] & { key: string; maskedUrl?: string };

/** The channels by their product names, which stay untranslated in every language. */
export const CHANNEL_NAMES: Record<AlertChannel, string> = {
  slack: "Slack",
  teams: "Microsoft Teams",
};

const SELECT =
  "h-9 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 md:text-sm";

/**
 * One alert rule's fields: name, channel, webhook URL (write-only: a saved rule shows only the
 * masked stored URL), lead types, language and on/off.
 */
export function AlertRuleFields({
  rule,
  index,
  change,
  remove,
}: {
  rule: DraftAlert;
  index: number;
  change: (patch: Partial<DraftAlert>) => void;
  remove: () => void;
}) {
  const { t } = useTranslation("desk");
  const id = (part: string) => `${rule.key}-${part}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
      <legend className="px-1 font-semibold">{t("alerts.rule", { n: index + 1 })}</legend>
      <Field controlId={id("name")} className="gap-1">
        <Label>{t("alerts.name")}</Label>
        <Input
          required
          maxLength={ALERT_LIMITS.name}
          dir="auto"
          value={rule.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Field>
      <Field controlId={id("channel")} className="gap-1">
        <Label>{t("alerts.channel")}</Label>
        <select
          id={id("channel")}
          className={SELECT}
          value={rule.channel}
          onChange={(event) => change({ channel: event.target.value as AlertChannel })}
        >
          {ALERT_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_NAMES[channel]}
            </option>
          ))}
        </select>
      </Field>
      <Field controlId={id("locale")} className="gap-1">
        <Label>{t("alerts.language")}</Label>
        <select
          id={id("locale")}
          className={SELECT}
          value={rule.locale}
          onChange={(event) => change({ locale: event.target.value as AlertLocale })}
        >
          {ALERT_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`locale.${locale}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field controlId={id("url")} className="gap-1 sm:col-span-3">
        <Label>{t("alerts.webhookUrl")}</Label>
        {/* A URL reads left to right in every language; it is a secret, so never autofilled. */}
        <Input
          type="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required={!rule.maskedUrl}
          maxLength={ALERT_LIMITS.url}
          value={rule.webhookUrl ?? ""}
          aria-describedby={id("url-hint")}
          onChange={(event) => change({ webhookUrl: event.target.value })}
        />
        <p id={id("url-hint")} className="text-sm text-muted-foreground">
          {t(`alerts.hint.${rule.channel}`)}
          {rule.maskedUrl ? ` ${t("alerts.stored", { url: rule.maskedUrl })}` : null}
        </p>
      </Field>
      <fieldset className="sm:col-span-3">
        <legend className="text-sm font-medium">{t("alerts.leadTypes")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ALERT_LEAD_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={rule.leadTypes.includes(type)}
                onChange={(event) =>
                  change({
                    leadTypes: event.target.checked
                      ? [...rule.leadTypes, type]
                      : rule.leadTypes.filter((chosen) => chosen !== type),
                  })
                }
              />
              <span>{t(`leadType.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={rule.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          <span>{t("alerts.enabled")}</span>
        </label>
        <Button type="button" size="sm" variant="ghost" onClick={remove}>
          {t("alerts.remove")}
        </Button>
      </div>
    </fieldset>
  );
}
