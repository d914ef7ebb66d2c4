import { useTranslation } from "@vantreo/i18n/react";
import { deskApi } from "../desk-api";
import type { LeadFilter } from "../lead-filter";

/**
 * Downloads of the current filter's leads (the API's export route, an attachment): CSV with `,`,
 * CSV with `;` for spreadsheets in locales whose decimal mark is a comma, and JSON. The session
 * cookie goes along with the download; the API makes every CSV cell formula-safe.
 */
export function ExportLinks({ filter }: { filter: LeadFilter }) {
  const { t } = useTranslation("desk");
  const links = [
    { key: "csvComma", href: deskApi.exportUrl(filter, "csv", ",") },
    { key: "csvSemicolon", href: deskApi.exportUrl(filter, "csv", ";") },
    { key: "json", href: deskApi.exportUrl(filter, "json") },
  ];
  return (
    <section aria-labelledby="desk-export-heading" className="mt-8">
      <h3 id="desk-export-heading" className="text-lg font-semibold">
        {t("inbox.export.heading")}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-3">
        {links.map(({ key, href }) => (
          <li key={key}>
            <a
              href={href}
              download
              className="inline-block rounded-md border px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {t(`inbox.export.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
