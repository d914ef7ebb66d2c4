import { useTranslation } from "@vantreo/i18n/react";
import { CatalogLoading } from "./catalog-loading";

/** The catalogue's heading, the same before and after the island arrives. */
export function CatalogHeading({ id }: { id: string }) {
  const { t } = useTranslation("dataroom");
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight">
      {t("catalog.heading")}
    </h2>
  );
}

/**
 * What /dataroom shows before its island (TanStack Query, the API client) has loaded, and in the
 * prerendered HTML. Free of TanStack Query, so it ships in the route's own small chunk.
 */
export function RoomPlaceholder({ headingId }: { headingId: string }) {
  return (
    <>
      <CatalogHeading id={headingId} />
      <div className="mt-6">
        <CatalogLoading />
      </div>
    </>
  );
}
