import { useTranslation } from "@vantreo/i18n/react";
import { useEffect } from "react";

/** The id of the page's `<h1>`: focus moves to it after every navigation between pages. */
export const PAGE_HEADING_ID = "staff-page-heading";

// True from a navigation to another page until its heading has focus: a page loaded on first
// use (`React.lazy`) mounts its heading after the navigation's effects have run.
let headingFocusPending = false;

function focusHeading(): boolean {
  const heading = document.getElementById(PAGE_HEADING_ID);
  if (!heading) return false;
  heading.focus();
  headingFocusPending = false;
  return true;
}

/** After a navigation to another page: focus its heading now, or as soon as it mounts. */
export function focusPageHeading() {
  headingFocusPending = true;
  focusHeading();
}

/**
 * A page's `<h1>` (focusable by script, so focus can land on it after a navigation) and the
 * document's title, which screen readers and the browser's history show.
 */
export function PageHeading({ title }: { title: string }) {
  const { t } = useTranslation("desk");
  const documentTitle = t("app.documentTitle", { page: title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    if (headingFocusPending) focusHeading();
  }, []);
  return (
    <h1
      id={PAGE_HEADING_ID}
      tabIndex={-1}
      className="text-lg font-semibold tracking-tight outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      {title}
    </h1>
  );
}
