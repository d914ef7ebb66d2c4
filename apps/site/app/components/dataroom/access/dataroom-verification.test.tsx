// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../leads/leads-test-kit";
import { DataroomVerification } from "./dataroom-verification";

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

describe("DataroomVerification", () => {
  it("posts the link's token with the page's language and shows the German answer", async () => {
    window.location.hash = "#token=abc_DEF-1234567890";
    const fetchMock = vi.fn(async () =>
      answer(200, { success: true, status: "verified", message: "…" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<DataroomVerification accessPath="/de/dataroom/access" />, {
      locale: "de",
      path: "/de/dataroom/verify",
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      "/v1/dataroom/requests/verify",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ token: "abc_DEF-1234567890", locale: "de" }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ihre Anfrage ist bestätigt. Unser Investor-Relations-Team prüft sie",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it.each([
    [410, "expired", "This confirmation link has expired. Please send your request again."],
    [409, "used", "This request has already been confirmed."],
    [404, "unknown", "This confirmation link is not valid."],
    [503, undefined, "We could not confirm your request. Please try again later."],
  ])("answers %i with its own message", async (status, outcome, text) => {
    window.location.hash = "#token=abc_DEF-1234567890";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(status, { success: false, status: outcome })),
    );
    renderInSite(<DataroomVerification accessPath="/dataroom/access" />, {
      path: "/dataroom/verify",
    });
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("calls nothing for a link without a token, says so in Arabic and links to the request form", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<DataroomVerification accessPath="/ar/dataroom/access" />, {
      locale: "ar",
      path: "/ar/dataroom/verify",
    });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("رابط التأكيد هذا غير صالح.");
    expect(screen.getByRole("link", { name: "طلب الوصول" })).toHaveAttribute(
      "href",
      "/ar/dataroom/access",
    );
  });
});
