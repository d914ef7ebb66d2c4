import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@vantreo/ui";
import type { ReactNode } from "react";
import { useTranslation, type TranslateFunction } from "@vantreo/i18n/react";

/** Props of a list's loading, error and empty states. */
export interface QueryStateProps {
  query: UseQueryResult<unknown>;
  empty: boolean;
  emptyText: string;
  /** The namespace of `loading`, `retry` and the error messages. */
  namespace: string;
  errorText(t: TranslateFunction, error: unknown): string;
  children: ReactNode;
}

/** Shows a list once loaded, else its loading line, its error with a retry, or its empty text. */
export function QueryState({
  query,
  empty,
  emptyText,
  namespace,
  errorText,
  children,
}: QueryStateProps) {
  const { t } = useTranslation(namespace);
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-muted-foreground">
        {t("loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 space-y-3">
        <p>{errorText(t, query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (empty) return <p className="mt-4 text-muted-foreground">{emptyText}</p>;
  return <>{children}</>;
}
