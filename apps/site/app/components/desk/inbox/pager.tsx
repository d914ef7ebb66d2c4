import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";

/** Props of the inbox's paging. */
export interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous and next page, with where the reader is ("Page 2 of 5"). */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation("desk");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("inbox.pagination.label")} className="mt-4 flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("inbox.pagination.previous")}
      </Button>
      <p className="text-sm">{t("inbox.pagination.page", { page, pages })}</p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("inbox.pagination.next")}
      </Button>
    </nav>
  );
}
