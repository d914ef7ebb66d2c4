import { useTranslation } from "@vantreo/i18n/react";

/** The loading line of every desk page, announced politely (WCAG 4.1.3, status messages). */
export function DeskLoading() {
  const { t } = useTranslation("desk");
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}
