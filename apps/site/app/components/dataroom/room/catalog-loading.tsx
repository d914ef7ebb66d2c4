import { useTranslation } from "@vantreo/i18n/react";

/**
 * The loading line of the catalogue; also the prerendered placeholder of the room's island, so
 * it must not import TanStack Query (it ships in the route's own chunk).
 */
export function CatalogLoading() {
  const { t } = useTranslation("dataroom");
  return (
    <p role="status" className="text-muted-foreground">
      {t("catalog.loading")}
    </p>
  );
}
