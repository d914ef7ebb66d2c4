import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ErrorBoundary } from "./error-boundary";
import { reloadPage } from "./reload-page";

vi.mock("./reload-page", () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  // React logs caught render errors; the tests expect them.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
});

let failing = true;

function RoiCalculator() {
  if (failing) throw new Error("ROI model failed to load");
  return <p>AI ROI Calculator</p>;
}

describe("given a child that throws while rendering", () => {
  it("shows the spec's message as an alert with two actions, with no accessibility violations", async () => {
    failing = true;
    render(
      <ErrorBoundary>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.",
    );
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("reports the error once for analytics", () => {
    failing = true;
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError}>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect(onError.mock.calls[0]?.[0].message).toBe("ROI model failed to load");
    expect(onError.mock.calls[0]?.[1]).toHaveProperty("componentStack");
  });

  it("when Reload Page is pressed, reloads the page", async () => {
    failing = true;
    render(
      <ErrorBoundary>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("when Try Again is pressed after the cause is gone, clears the error and renders the children", async () => {
    failing = true;
    const onReset = vi.fn();
    render(
      <ErrorBoundary onReset={onReset}>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("AI ROI Calculator")).toBeInTheDocument();
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("when Try Again is pressed and the child still fails, shows the message again", async () => {
    failing = true;
    render(
      <ErrorBoundary>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });
});

describe("given translated texts", () => {
  it("shows them instead of the English ones", async () => {
    failing = true;
    const onReload = vi.fn();
    render(
      <ErrorBoundary
        onReload={onReload}
        texts={{
          title: "Etwas ist schiefgelaufen",
          description: "Bitte laden Sie die Seite neu.",
          reload: "Seite neu laden",
          retry: "Erneut versuchen",
        }}
      >
        <RoiCalculator />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Etwas ist schiefgelaufen" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Seite neu laden" }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });
});

describe("given children that render fine", () => {
  it("renders them untouched", () => {
    failing = false;
    render(
      <ErrorBoundary>
        <RoiCalculator />
      </ErrorBoundary>,
    );
    expect(screen.getByText("AI ROI Calculator")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
