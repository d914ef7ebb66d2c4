import { useTranslation } from "@vantreo/i18n/react";
import { LEGAL_LINKS, LinkColumn } from "./site-footer";

/**
 * The footer of a staff page (the lead desk, the data room's admin console): the legal links
 * and the copyright, without the public footer's newsletter signup, consultation button and
 * marketing link columns, which mean nothing to the firm's own staff at work.
 */
export function StaffFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="mt-16 border-t bg-muted/30 print:hidden" data-footer="staff">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <LinkColumn heading="legal" links={LEGAL_LINKS} />
        <p className="text-xs text-muted-foreground">
          {t("footer.copyright", { year: __BUILD_YEAR__ })}
        </p>
      </div>
    </footer>
  );
}
