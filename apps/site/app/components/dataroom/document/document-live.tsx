import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocation } from "react-router";
import { ApiError, isNoSession } from "../../api/api-error";
import { DATAROOM_QUERY_KEYS, SESSION_QUERY_OPTIONS } from "../dataroom-query-client";
import { DataroomQueryProvider } from "../dataroom-query-provider";
import { errorText } from "../error-text";
import { investorApi } from "../investor-api";
import { DocumentArticle } from "./document-article";
import {
  DocumentFailed,
  DocumentLoading,
  DocumentNeedsSession,
  DocumentNotFound,
} from "./document-states";

function DocumentView({ slug }: { slug: string }) {
  const { t } = useTranslation("dataroom");
  const document = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.document(slug),
    queryFn: ({ signal }) => investorApi.document(slug, signal),
    ...SESSION_QUERY_OPTIONS,
  });
  if (document.isPending) return <DocumentLoading />;
  if (document.isError) {
    const { error } = document;
    if (isNoSession(error)) return <DocumentNeedsSession slug={slug} />;
    if (error instanceof ApiError && error.code === "not_found") return <DocumentNotFound />;
    return <DocumentFailed message={errorText(t, error)} onRetry={() => void document.refetch()} />;
  }
  return <DocumentArticle document={document.data} />;
}

/**
 * The browser part of /dataroom/{slug}: the slug comes from the URL after hydration (the page is
 * one prerendered shell for every slug), the document from the lead API for a valid session.
 */
export default function DocumentLive() {
  // The last path segment: /dataroom/{slug}, /de/dataroom/{slug}, /ar/dataroom/{slug}.
  const slug = decodeURIComponent(useLocation().pathname.split("/").pop() ?? "");
  return (
    <DataroomQueryProvider>
      <DocumentView key={slug} slug={slug} />
    </DataroomQueryProvider>
  );
}
