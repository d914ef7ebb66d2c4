import * as React from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { reloadPage } from "./reload-page";

/** The error boundary's texts: English defaults from spec section 8, translatable. */
export type ErrorBoundaryTexts = {
  title: string;
  description: string;
  reload: string;
  retry: string;
};

/** The spec's English texts (section 8, error catalogue). */
export const ERROR_BOUNDARY_TEXTS: ErrorBoundaryTexts = {
  title: "Something went wrong",
  description:
    "We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.",
  reload: "Reload Page",
  retry: "Try Again",
};

type ErrorBoundaryProps = {
  children: React.ReactNode;
  /** Replaces some or all of the texts, e.g. with the page locale's translations. */
  texts?: Partial<ErrorBoundaryTexts>;
  /** Called once per caught error, for the analytics error-boundary and exception events. */
  onError?: (error: Error, info: React.ErrorInfo) => void;
  /** What "Reload Page" does; reloads the page by default. */
  onReload?: () => void;
  /** Called when "Try Again" clears the error, before the children render again. */
  onReset?: () => void;
  className?: string;
};

type ErrorBoundaryState = { error: Error | null };

/**
 * Catches render errors below it and shows the message of spec section 8 with two ways out:
 * Reload Page (a full reload) and Try Again (clears the error and renders the children again).
 * The message is an alert, so screen readers announce it when it replaces the page.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    this.props.onError?.(error instanceof Error ? error : new Error(String(error)), info);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): React.ReactNode {
    if (!this.state.error) return this.props.children;
    const texts = { ...ERROR_BOUNDARY_TEXTS, ...this.props.texts };
    return (
      <div
        role="alert"
        data-slot="error-boundary"
        className={cn(
          "mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center",
          this.props.className,
        )}
      >
        <h2 className="text-2xl font-semibold">{texts.title}</h2>
        <p className="text-muted-foreground">{texts.description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={this.props.onReload ?? reloadPage}>{texts.reload}</Button>
          <Button variant="outline" onClick={this.reset}>
            {texts.retry}
          </Button>
        </div>
      </div>
    );
  }
}
