import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import type { DataroomDocument } from "../dataroom-types";
import { formatDay } from "../format-moment";
import { isolate } from "../isolate";
import { WatermarkOverlay } from "./watermark-overlay";
import { watermarkRepeats } from "./watermark-repeats";

/**
 * A document of the room as text only (the body is structured JSON, so no HTML from the API is
 * ever injected), under the viewer's watermark.
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
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {document.title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{document.description}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("document.updated", { date: formatDay(document.updatedAt, locale) })}
      </p>
      {document.body.sections.map((section, index) => (
        <section key={index} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
