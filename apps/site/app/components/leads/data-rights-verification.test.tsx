// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataRightsVerification } from "./data-rights-verification";
import { renderInSite } from "./leads-test-kit";

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

describe("DataRightsVerification", () => {
  it("posts the token with the page's language and shows the German confirmation", async () => {
    window.location.hash = "#token=abc_DEF-1234567890";
    const fetchMock = vi.fn(async () =>
      answer(200, { success: true, status: "verified", message: "…" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<DataRightsVerification />, { locale: "de", path: "/de/data-rights/verify" });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      "/v1/data-rights/verify",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ token: "abc_DEF-1234567890", locale: "de" }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Vielen Dank: Ihre Anfrage ist bestätigt.",
    );
  });

  it.each([
    [410, "expired", "This confirmation link has expired. Please send your request again"],
    [409, "used", "This request has already been confirmed."],
    [404, "unknown", "This confirmation link is not valid."],
    [503, undefined, "We could not confirm your request. Please try again later."],
  ])("answers %i with its own message", async (status, outcome, text) => {
    window.location.hash = "#token=abc_DEF-1234567890";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(status, { success: false, status: outcome })),
    );
    renderInSite(<DataRightsVerification />, { path: "/data-rights/verify" });
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("calls nothing for a link without a token and says it is not valid, in Arabic", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<DataRightsVerification />, { locale: "ar", path: "/ar/data-rights/verify" });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("رابط التأكيد هذا غير صالح.");
  });
});
