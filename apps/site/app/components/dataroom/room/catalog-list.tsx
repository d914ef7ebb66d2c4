import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import { Link } from "../../../navigation";
import type { DocumentSummary } from "@vantreo/contracts/core";
import { formatDay } from "../../api/format-moment";

/** Props of the list of documents. */
export interface CatalogListProps {
  documents: readonly DocumentSummary[];
  /** The document's page, for a visitor with a session; without one, titles are not links. */
  hrefOf?: ((slug: string) => string) | undefined;
}

/** What the room holds: each document's title, description and date. */
export function CatalogList({ documents, hrefOf }: CatalogListProps) {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {documents.map((document) => (
        <li key={document.slug} className="flex flex-col rounded-lg border bg-background p-6">
          <h3 id={`dataroom-doc-${document.slug}`} dir="auto" className="text-lg font-semibold">
            {document.title}
          </h3>
          <p dir="auto" className="mt-2 flex-1 text-sm text-muted-foreground">
            {document.description}
          </p>
          <p className="mt-4 text-xs text-muted-foreground">
            {t("catalog.updated", { date: formatDay(document.updatedAt, locale) })}
          </p>
          {hrefOf ? (
            <Link
              to={hrefOf(document.slug)}
              id={`dataroom-read-${document.slug}`}
              // Named "Read the document Company overview": each link says which document it opens.
              aria-labelledby={`dataroom-read-${document.slug} dataroom-doc-${document.slug}`}
              className="mt-4 self-start font-semibold text-primary underline underline-offset-4"
            >
              {t("catalog.read")}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
