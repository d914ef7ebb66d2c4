import { useQuery } from "@tanstack/react-query";
import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { investorApi } from "../investor-api";
import { CatalogList } from "./catalog-list";
import { CatalogLoading } from "./catalog-loading";

/**
 * The catalogue from the lead API through the query cache, with its loading, error (and retry)
 * and empty states. Titles link to the documents when the visitor has a session.
 */
export function RoomCatalog({ hrefOf }: { hrefOf?: ((slug: string) => string) | undefined }) {
  const { t } = useTranslation("dataroom");
  const catalog = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.catalog,
    queryFn: ({ signal }) => investorApi.catalog(signal),
  });
  if (catalog.isPending) return <CatalogLoading />;
  if (catalog.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{t("catalog.error")}</p>
        <Button variant="outline" onClick={() => void catalog.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (catalog.data.length === 0) return <p>{t("catalog.empty")}</p>;
  return <CatalogList documents={catalog.data} hrefOf={hrefOf} />;
}
