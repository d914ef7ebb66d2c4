import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import type { DataroomDocument } from "@vantreo/contracts/core";
import { formatDay } from "../../api/format-moment";
import { isolate } from "../../api/isolate";
import { WatermarkOverlay } from "./watermark-overlay";
import { watermarkRepeats } from "./watermark-repeats";

/**
 * A document of the room as text only (the body is structured JSON, so no HTML from the API is
 * ever injected), under the viewer's watermark. Its text takes the direction of its own script
 * (dir="auto"): an English document reads left to right on an Arabic page, and the reverse.
 */
export function DocumentArticle({ document }: { document: DataroomDocument }) {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  return (
    <article className="relative rounded-lg border bg-background p-6 sm:p-10" data-document="">
      <WatermarkOverlay
        text={document.watermark}
        repeats={watermarkRepeats(document.body.sections)}
      />
      <p className="text-sm font-semibold text-destructive">
        {t("document.confidential", { watermark: isolate(document.watermark) })}
      </p>
      <h1 dir="auto" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {document.title}
      </h1>
      <p dir="auto" className="mt-4 text-lg text-muted-foreground">
        {document.description}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("document.updated", { date: formatDay(document.updatedAt, locale) })}
      </p>
      {document.body.sections.map((section, index) => (
        <section key={index} className="mt-10">
          <h2 dir="auto" className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} dir="auto" className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
