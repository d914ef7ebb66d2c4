// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "./leads-test-kit";
import { NewsletterConfirmation, tokenFromHash } from "./newsletter-confirmation";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = "";
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

describe("NewsletterConfirmation", () => {
  it("reads the token from the link's fragment", () => {
    expect(tokenFromHash("#token=abc_DEF-123")).toBe("abc_DEF-123");
    expect(tokenFromHash("")).toBe("");
  });

  it("posts the token with the page's language and shows the German confirmation", async () => {
    window.location.hash = "#token=abc_DEF-1234567890";
    const fetchMock = vi.fn(async () =>
      answer(200, { success: true, status: "confirmed", message: "…" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<NewsletterConfirmation />, { locale: "de", path: "/de/newsletter/confirm" });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      "/v1/newsletter/confirm",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ token: "abc_DEF-1234567890", locale: "de" }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ihr Abonnement ist bestätigt. Vielen Dank!",
    );
  });

  it.each([
    [410, "expired", "This confirmation link has expired. We can send you a new one."],
    [409, "used", "This subscription has already been confirmed."],
    [404, "unknown", "This confirmation link is not valid."],
    [503, undefined, "We could not confirm your subscription. Please try again later."],
  ])("answers %i with its own message", async (status, outcome, text) => {
    window.location.hash = "#token=abc_DEF-1234567890";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(status, { success: false, status: outcome })),
    );
    renderInSite(<NewsletterConfirmation />, { path: "/newsletter/confirm" });
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("calls nothing for a link without a token and says it is not valid, in Arabic", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<NewsletterConfirmation />, { locale: "ar", path: "/ar/newsletter/confirm" });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("رابط التأكيد هذا غير صالح.");
  });
  it("offers a new link for an expired one and posts the old token to the resend endpoint", async () => {
    window.location.hash = "#token=abc_DEF-1234567890";
    const fetchMock = vi.fn(async (url: string) =>
      url === "/v1/newsletter/resend"
        ? answer(202, { success: true, status: "sent" })
        : answer(410, { success: false, status: "expired" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<NewsletterConfirmation />, { locale: "de", path: "/de/newsletter/confirm" });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Neuen Bestätigungslink senden" }));
    await settle();
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/v1/newsletter/resend",
      expect.objectContaining({
        body: JSON.stringify({ token: "abc_DEF-1234567890", locale: "de" }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ein neuer Bestätigungslink ist an Ihre E-Mail-Adresse unterwegs.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
