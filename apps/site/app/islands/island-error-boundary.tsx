import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { Component, Fragment, type ReactNode } from "react";
import { useReportRenderError } from "../components/analytics/use-report-render-error";

type IslandErrorProps = {
  error: unknown;
  /** On staff pages nothing is reported: they run no tracker (site README). */
  report: boolean;
  onRetry: () => void;
};

function IslandError({ error, report, onRetry }: IslandErrorProps) {
  const { t } = useTranslation("errors");
  // Consent-gated like every event: without analytics consent nothing goes out.
  useReportRenderError(error, !report);
  return (
    <div role="alert" className="rounded-md border border-border bg-background p-4 text-sm">
      <p className="font-semibold">{t("boundary.title")}</p>
      <p className="mt-1 text-muted-foreground">{t("boundary.description")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => window.location.reload()}>
          {t("boundary.reload")}
        </Button>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("boundary.retry")}
        </Button>
      </div>
    </div>
  );
}

type IslandErrorBoundaryProps = {
  /** Report the error as the `error_boundary` analytics event (false on staff pages). */
  report: boolean;
  children: ReactNode;
};

type IslandErrorBoundaryState = { error: unknown; failed: boolean; attempt: number };

/**
 * The spec's error boundary (sections 4 and 8) around every island root: a render error in the
 * island shows "Something went wrong" in the page's language with Reload Page (reloads the page)
 * and Try Again (mounts the island afresh, its state reset), and is reported as the
 * `error_boundary` event where analytics consent allows it. The rest of the page keeps working.
 */
export class IslandErrorBoundary extends Component<
  IslandErrorBoundaryProps,
  IslandErrorBoundaryState
> {
  override state: IslandErrorBoundaryState = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<IslandErrorBoundaryState> {
    return { error, failed: true };
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <IslandError error={this.state.error} report={this.props.report} onRetry={this.retry} />
      );
    }
    // A new key on Try Again: the island mounts again from its props, with fresh state.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
