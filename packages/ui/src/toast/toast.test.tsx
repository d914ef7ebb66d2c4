import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderToast(onOpenChange = vi.fn(), className?: string) {
  return render(
    <ToastProvider>
      <Toast variant="success" duration={3000} onOpenChange={onOpenChange} className={className}>
        <ToastTitle>Subscribed</ToastTitle>
        <ToastDescription>The next Vantreo Research Team briefing is on its way.</ToastDescription>
        <ToastAction altText="Open the insights page">View insights</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>,
  );
}

describe("given a success Toast with every part", () => {
  it("marks its parts, names its close button 'Close' and has no accessibility violations", async () => {
    renderToast();
    for (const slot of [
      "toast",
      "toast-title",
      "toast-description",
      "toast-action",
      "toast-close",
      "toast-viewport",
    ]) {
      expect(document.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute(
      "data-variant",
      "success",
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("merges the caller's className last", () => {
    renderToast(vi.fn(), "p-6");
    const toast = document.querySelector('[data-slot="toast"]');
    expect(toast).toHaveClass("p-6");
    expect(toast).not.toHaveClass("p-4");
  });
});

describe("given a Toast with a 3 s duration", () => {
  it("asks to close once the time is up", () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    renderToast(onOpenChange);
    act(() => vi.advanceTimersByTime(2999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
