import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ThemeProvider } from "../theme/theme-provider";
import { RICH_TOAST, RichToaster, richToast } from "./rich-toaster";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    richToast.dismiss();
    if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  });
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(document, "hidden", { configurable: true, value: false });
});

const toastsShown = () => Array.from(document.querySelectorAll("[data-sonner-toast]"));
const toastElement = (text: string) =>
  screen.getByText(text).closest("[data-sonner-toast]") as HTMLElement;

// sonner hands a new toast to its Toaster on the next tick, hence the zero-length advance.
function show(kind: "loading" | "success" | "info" | "warning" | "error", text: string) {
  act(() => {
    richToast[kind](text);
    vi.advanceTimersByTime(0);
  });
}

describe("the rich toaster's limits", () => {
  it("are 4 s, 3 visible, a 14 px gap and 356 px wide (spec section 9)", () => {
    expect(RICH_TOAST).toEqual({ durationMs: 4000, visible: 3, gapPx: 14, widthPx: 356 });
  });
});

describe("given the RichToaster, when each kind of toast is raised", () => {
  it("shows loading, success, info, warning and error toasts, with no accessibility violations", async () => {
    render(<RichToaster />);
    show("loading", "Submitting...");
    show("success", "Thank you! We will be in touch within one business day.");
    show("info", "The AI ROI calculator saved your inputs.");
    show("warning", "Too many requests. Please wait a moment and try again.");
    show("error", "Failed to submit");
    // Newest first.
    expect(toastsShown().map((toast) => toast.getAttribute("data-type"))).toEqual([
      "error",
      "warning",
      "info",
      "success",
      "loading",
    ]);
    vi.useRealTimers(); // axe schedules its own work on timers
    expect(await axeViolations()).toEqual([]);
  });

  it("lays them out 356 px wide with a 14 px gap", () => {
    render(<RichToaster />);
    show("success", "Message sent");
    const list = document.querySelector("[data-sonner-toaster]") as HTMLElement;
    expect(list.style.getPropertyValue("--width")).toBe("356px");
    expect(list.style.getPropertyValue("--gap")).toBe("14px");
  });
});

describe("given five toasts", () => {
  it("shows at most 3 of them", () => {
    render(<RichToaster />);
    for (const n of [1, 2, 3, 4, 5]) show("info", `Report ${n} downloaded`);
    const visible = toastsShown().filter((toast) => toast.getAttribute("data-visible") === "true");
    expect(visible).toHaveLength(3);
  });
});

describe("given a success toast", () => {
  it("closes after 4 s, not before", () => {
    render(<RichToaster />);
    show("success", "Message sent");
    act(() => vi.advanceTimersByTime(3999));
    expect(toastElement("Message sent")).not.toHaveAttribute("data-removed", "true");
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("Message sent")).toBeNull();
  });

  it("while hovered, stays; once the pointer leaves, closes 4 s later", () => {
    render(<RichToaster />);
    show("success", "Message sent");
    const list = document.querySelector("[data-sonner-toaster]") as HTMLElement;
    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Message sent")).toBeInTheDocument();
    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(4000 + 300));
    expect(screen.queryByText("Message sent")).toBeNull();
  });

  it("while the page is hidden, stays", () => {
    render(<RichToaster />);
    show("success", "Message sent");
    act(() => {
      Object.defineProperty(document, "hidden", { configurable: true, value: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Message sent")).toBeInTheDocument();
  });

  it("when swiped towards the edge, is dismissed", () => {
    render(<RichToaster />);
    show("success", "Message sent");
    const toast = toastElement("Message sent");
    fireEvent.pointerDown(toast, { clientX: 100, clientY: 100, pointerId: 1, button: 0 });
    // The first move locks the swipe to the horizontal axis, the next ones drag the toast.
    fireEvent.pointerMove(toast, { clientX: 110, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 200, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 200, clientY: 100, pointerId: 1 });
    expect(toast).toHaveAttribute("data-swipe-out", "true");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("Message sent")).toBeNull();
  });

  it("when its translated close button is pressed, is dismissed", () => {
    render(<RichToaster closeLabel="Schließen" />);
    show("success", "Nachricht gesendet");
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("Nachricht gesendet")).toBeNull();
  });
});

describe("given a right-to-left page", () => {
  it("places the toasts at the bottom left, the end edge", () => {
    render(<RichToaster dir="rtl" label="الإشعارات" />);
    show("info", "تم الإرسال");
    const list = document.querySelector("[data-sonner-toaster]") as HTMLElement;
    expect(list).toHaveAttribute("dir", "rtl");
    expect(list).toHaveAttribute("data-x-position", "left");
    expect(list).toHaveAttribute("data-y-position", "bottom");
  });
});

describe("given the RichToaster inside a ThemeProvider", () => {
  it("takes the dark theme by default and the saved light theme when there is one", () => {
    const { unmount } = render(
      <ThemeProvider>
        <RichToaster />
      </ThemeProvider>,
    );
    show("info", "Report downloaded");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute(
      "data-sonner-theme",
      "dark",
    );
    unmount();
    localStorage.setItem("theme", "light");
    render(
      <ThemeProvider>
        <RichToaster />
      </ThemeProvider>,
    );
    show("info", "Report downloaded again");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute(
      "data-sonner-theme",
      "light",
    );
    localStorage.clear();
    document.documentElement.className = "";
  });
});
