// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "./leads-test-kit";
import { NewsletterUnsubscribe } from "./newsletter-unsubscribe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = "";
});

const TOKEN = `lead-1.${"a".repeat(64)}`;

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

describe("NewsletterUnsubscribe", () => {
  it("unsubscribes the link's token in German and offers the way back, which posts the same token", async () => {
    window.location.hash = `#token=${TOKEN}`;
    const fetchMock = vi.fn(async (url: string) =>
      url === "/v1/newsletter/resubscribe"
        ? answer(200, { success: true, status: "resubscribed" })
        : answer(200, { success: true, status: "unsubscribed" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInSite(<NewsletterUnsubscribe />, { locale: "de", path: "/de/newsletter/unsubscribe" });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      "/v1/newsletter/unsubscribe",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ token: TOKEN, locale: "de" }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Sie sind vom Enterprise-KI-Briefing abgemeldet.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Wieder abonnieren" }));
    await settle();
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/v1/newsletter/resubscribe",
      expect.objectContaining({ body: JSON.stringify({ token: TOKEN, locale: "de" }) }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Sie sind wieder angemeldet.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says a forged link is not valid, in Arabic, and offers nothing", async () => {
    window.location.hash = `#token=${TOKEN}`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(404, { success: false, status: "unknown" })),
    );
    renderInSite(<NewsletterUnsubscribe />, { locale: "ar", path: "/ar/newsletter/unsubscribe" });
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent("رابط إلغاء الاشتراك هذا غير صالح.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
