// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LIVE_REGION_SETTLE_MS, showSubmissionToast, unmountLeadToaster } from "./lead-toaster";
import type { SubmissionOutcome } from "./submission-outcome";

const LABELS = { region: "Notifications", close: "Close notification" };
const toaster = () => document.querySelector<HTMLElement>("[data-sonner-toaster]");

function show(outcome: Partial<SubmissionOutcome>) {
  act(() =>
    showSubmissionToast({
      id: "s-1",
      kind: "success",
      title: "Message sent",
      labels: LABELS,
      ...outcome,
    }),
  );
}

afterEach(() => {
  act(() => unmountLeadToaster());
  document.documentElement.className = "";
  document.documentElement.dir = "";
});

describe("the lead toaster, mounted on first use", () => {
  it("is absent until a form is sent, then shows the toast at the end of <body>", async () => {
    expect(document.querySelector("[data-lead-toaster]")).toBeNull();
    show({ description: "Thank you! We will be in touch within one business day." });
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    // Sonner re-renders the toast right after mounting it; look again until the settled node shows.
    await waitFor(() =>
      expect(
        screen.getByText("Thank you! We will be in touch within one business day."),
      ).toBeVisible(),
    );
    expect(document.body.lastElementChild).toHaveAttribute("data-lead-toaster");
  });

  it("announces toasts in a polite live region named in the visitor's language", async () => {
    show({ title: "تم الاشتراك", labels: { region: "الإشعارات", close: "إغلاق الإشعار" } });
    await screen.findByText("تم الاشتراك");
    const region = toaster()!.closest("section")!;
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region.getAttribute("aria-label")).toMatch(/^الإشعارات/);
    expect(screen.getByRole("button", { name: "إغلاق الإشعار" })).toBeInTheDocument();
  });

  it("puts the live region in the page before its first toast, so the toast is announced", async () => {
    show({});
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, LIVE_REGION_SETTLE_MS / 3));
    });
    expect(
      document.querySelector("[data-lead-toaster] section[aria-live='polite']"),
    ).not.toBeNull();
    expect(screen.queryByText("Message sent")).toBeNull();
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
  });

  it("keeps the rich toaster's limits: 356 px wide, 14 px gap", async () => {
    show({});
    await screen.findByText("Message sent");
    expect(toaster()!.style.getPropertyValue("--width")).toBe("356px");
    expect(toaster()!.style.getPropertyValue("--gap")).toBe("14px");
  });

  it("sits at the bottom end: right in English, left on a right-to-left page", async () => {
    show({});
    await screen.findByText("Message sent");
    expect(toaster()).toHaveAttribute("data-x-position", "right");
    act(() => {
      document.documentElement.dir = "rtl";
    });
    await waitFor(() => expect(toaster()).toHaveAttribute("data-x-position", "left"));
    expect(toaster()).toHaveAttribute("dir", "rtl");
    expect(toaster()).toHaveAttribute("data-y-position", "bottom");
  });

  it("follows the page's theme, dark by default, light when <html> switches", async () => {
    show({});
    await screen.findByText("Message sent");
    expect(toaster()).toHaveAttribute("data-sonner-theme", "dark");
    act(() => document.documentElement.classList.add("light"));
    await waitFor(() => expect(toaster()).toHaveAttribute("data-sonner-theme", "light"));
  });

  it("replaces a submission's loading toast with its result", async () => {
    show({ kind: "loading", title: "Submitting..." });
    await screen.findByText("Submitting...");
    show({ kind: "error", title: "Request timed out. Please try again." });
    await screen.findByText("Request timed out. Please try again.");
    expect(screen.queryByText("Submitting...")).toBeNull();
    const toasts = document.querySelectorAll("[data-sonner-toast]");
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveAttribute("data-type", "error");
  });

  it("shows nothing, and mounts nothing, for an outcome asked for before the toaster was unmounted", async () => {
    show({});
    act(() => unmountLeadToaster());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, LIVE_REGION_SETTLE_MS * 2));
    });
    expect(document.querySelector("[data-lead-toaster]")).toBeNull();
    expect(screen.queryByText("Message sent")).toBeNull();
    // A page that sends a form after that gets its toaster again.
    show({ title: "Sent again" });
    expect(await screen.findByText("Sent again")).toBeInTheDocument();
  });
});
