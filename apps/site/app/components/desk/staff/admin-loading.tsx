import { useTranslation } from "@vantreo/i18n/react";

/** The loading line of the desk's admin pages, announced politely. */
export function AdminLoading() {
  const { t } = useTranslation("deskAdmin");
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}
