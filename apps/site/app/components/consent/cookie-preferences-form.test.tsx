// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COOKIE_PREFERENCES_PAGE_COPY } from "../../copy/cookie-preferences-page";
import { ConsentStatus } from "./consent-status";
import { CookiePreferencesForm } from "./cookie-preferences-form";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "./consent-test-harness";

const copy = COOKIE_PREFERENCES_PAGE_COPY.en;
const NOW = Date.UTC(2025, 9, 3, 12, 0, 0);

async function setup(options: { initial?: Record<string, string>; gpc?: boolean } = {}) {
  const storage = memoryStorage(options.initial);
  const runtime = testRuntime({
    storage,
    now: () => NOW,
    navigator: options.gpc ? { globalPrivacyControl: true } : {},
  });
  renderWithConsent(
    <>
      <ConsentStatus copy={copy} />
      <CookiePreferencesForm copy={copy} />
    </>,
    { runtime, path: "/cookie-preferences" },
  );
  await act(async () => {});
  return { runtime, storage };
}

const toggle = (name: string) => screen.getByRole("switch", { name });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));

describe("CookiePreferencesForm", () => {
  afterEach(cleanup);

  it("keeps the functional category on and unchangeable", async () => {
    await setup();
    expect(toggle("Functional")).toBeChecked();
    expect(toggle("Functional")).toBeDisabled();
    expect(toggle("Functional")).toHaveAccessibleDescription(/^\(Always on\)/);
  });

  it("starts with every optional category off before any choice", async () => {
    await setup();
    expect(screen.getByTestId("consent-status")).toHaveTextContent("No choice made yet");
    for (const name of ["Analytics", "Marketing", "Personalization"]) {
      expect(toggle(name)).not.toBeChecked();
      expect(toggle(name)).toBeEnabled();
    }
  });

  it("saves one category through the manager: analytics on, the others off", async () => {
    const { runtime } = await setup();
    fireEvent.click(toggle("Analytics"));
    expect(runtime.manager.allows("analytics")).toBe(false);
    save();
    const state = runtime.manager.getState();
    expect(state.status).toBe("accepted");
    expect(state.categories).toEqual({
      functional: true,
      analytics: true,
      marketing: false,
      personalization: false,
    });
    expect(screen.getByText("Your cookie preferences have been saved.")).toBeVisible();
  });

  it("shows the stored choice and its date, and switching everything off declines", async () => {
    const { runtime } = await setup({ initial: storedChoice("accepted", NOW - 86_400_000) });
    expect(screen.getByTestId("consent-status")).toHaveTextContent("Optional cookies accepted");
    expect(screen.getByTestId("consent-status")).toHaveTextContent("Recorded on October 2, 2025");
    expect(toggle("Marketing")).toBeChecked();
    for (const name of ["Analytics", "Marketing", "Personalization"]) fireEvent.click(toggle(name));
    save();
    expect(runtime.manager.getState().status).toBe("declined");
    expect(screen.getByTestId("consent-status")).toHaveTextContent("Optional cookies declined");
  });

  it("keeps marketing off under the do-not-sell opt-out, which is stored", async () => {
    const { runtime, storage } = await setup({ initial: storedChoice("accepted", NOW - 1000) });
    fireEvent.click(toggle("Do not sell or share my personal information"));
    expect(toggle("Marketing")).not.toBeChecked();
    expect(toggle("Marketing")).toBeDisabled();
    save();
    expect(storage.entries.get("doNotSell")).toBe("true");
    expect(runtime.manager.allows("marketing")).toBe(false);
    expect(runtime.manager.allows("analytics")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(runtime.manager.allows("marketing")).toBe(false);
  });

  it("explains a Global Privacy Control signal and locks marketing", async () => {
    await setup({ gpc: true });
    expect(screen.getByTestId("consent-status")).toHaveTextContent("Global Privacy Control");
    expect(toggle("Marketing")).toBeDisabled();
  });

  it("rejects everything at once", async () => {
    const { runtime } = await setup({ initial: storedChoice("accepted", NOW - 1000) });
    fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
    expect(runtime.manager.getState().status).toBe("declined");
    expect(toggle("Analytics")).not.toBeChecked();
  });
});
