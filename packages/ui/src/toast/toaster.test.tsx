import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ToastAction } from "./toast";
import { createToastStore } from "./toast-store";
import { Toaster } from "./toaster";

afterEach(cleanup);

describe("given a Toaster, when a toast is shown", () => {
  it("announces its title and description in the notifications region", async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({
        title: "Thank you!",
        description: "We will be in touch within one business day.",
      });
    });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    expect(screen.getByText("Thank you!")).toBeInTheDocument();
    expect(screen.getByText("We will be in touch within one business day.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows only the newest when a second one comes", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({ title: "Submitting..." });
      store.toast({ title: "Failed to submit", variant: "destructive" });
    });
    expect(screen.queryByText("Submitting...")).toBeNull();
    expect(screen.getByText("Failed to submit").closest('[data-slot="toast"]')).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  });
});

describe("given a shown toast", () => {
  it("when its translated close button is clicked, closes it and marks it dismissed in the store", async () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="Schließen" />);
    act(() => {
      store.toast({ title: "Nachricht gesendet" });
    });
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(screen.queryByText("Nachricht gesendet")).toBeNull();
    expect(store.getState().toasts.map((toast) => toast.open)).toEqual([false]);
  });

  it("when F8 is pressed, moves focus to the notifications, and Escape on the toast closes it", async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({
        title: "Request timed out. Please try again.",
        action: <ToastAction altText="Send the form again">Retry</ToastAction>,
      });
    });
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(screen.getByRole("region")).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute("data-slot", "toast");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Retry" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("Request timed out. Please try again.")).toBeNull();
    expect(store.getState().toasts[0]?.open).toBe(false);
  });
});
