import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "react-router";
import { shellMetaFromRoot } from "../../components/staff/private-page-meta";
import { useLocalizedPath } from "../../navigation/use-locale";
import { Island } from "../../islands/island";
import type { Route } from "./+types/document";

// The document, fetched for the visitor's session after hydration, with its watermark.

/**
 * The head of the document page. There is no build-time loader (documents are never part of the
 * static build; the one prerendered shell answers every slug), so the title comes from the
 * `dataroom` strings the root loader put in the page, as on the not-found page.
 */
export function meta(args: Route.MetaArgs) {
  // One shell answers every slug, so nothing in the head may depend on the slug.
  return shellMetaFromRoot(args, "dataroom", "document", "Data room document");
}

/**
 * /dataroom/{slug} (issue #15): the document for a valid session, under a watermark of the
 * viewer's e-mail; without a session, a message and the way to /dataroom/access.
 */
export default function DataroomDocument() {
  const { t } = useTranslation("dataroom");
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="mb-8 print:hidden">
        <Link
          to={localize("/dataroom")}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {t("document.back")}
        </Link>
      </p>
      <Island name="dataroom-document" />
    </div>
  );
}
