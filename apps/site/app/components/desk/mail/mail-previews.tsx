import { useTranslation } from "@vantreo/i18n/react";
import { useId, useState } from "react";
import { mailKindLabel, mailLanguageLabel } from "./mail-labels";
import { MailParts } from "./mail-parts";
import type { MailPreview } from "@vantreo/contracts/core";

/**
 * Every template in every language it is sent in, from a sample lead: a choice of template and
 * language, then its subject, text part and HTML part as the recipient would get them.
 */
export function MailPreviews({ previews }: { previews: readonly MailPreview[] }) {
  const { t } = useTranslation("deskAdmin");
  const headingId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const preview = previews[chosen] ?? previews[0];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t("mail.previews.heading")}
      </h3>
      <p className="text-muted-foreground">{t("mail.previews.intro")}</p>
      <div className="flex flex-col gap-2 sm:max-w-md">
        <label htmlFor={selectId} className="font-medium">
          {t("mail.previews.template")}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          className="h-11 rounded-md border border-input bg-background px-3"
        >
          {previews.map((item, index) => (
            <option key={`${item.kind}.${item.locale}`} value={index}>
              {mailKindLabel(t, item.kind)} · {mailLanguageLabel(t, item.locale)}
            </option>
          ))}
        </select>
      </div>
      {preview ? (
        <div className="space-y-3">
          <p className="font-semibold">
            {t("mail.subject")}: <bdi lang={preview.locale}>{preview.mail.subject}</bdi>
          </p>
          <MailParts text={preview.mail.text} html={preview.mail.html} locale={preview.locale} />
        </div>
      ) : null}
    </section>
  );
}
