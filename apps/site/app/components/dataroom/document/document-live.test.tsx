// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, configure } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataroomQueryClient } from "../dataroom-query-provider";
import { apiError, fakeDataroomApi, renderInRoom } from "../dataroom-test-kit";
import DocumentLive from "./document-live";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  dataroomQueryClient.clear();
  vi.unstubAllGlobals();
});

const WATERMARK = "dana@fund.example · 2026-03-02T14:05:00.000Z";
const DOCUMENT = {
  slug: "governance",
  title: "Governance",
  description: "How the firm is governed.",
  updatedAt: "2026-02-10T00:00:00.000Z",
  watermark: WATERMARK,
  body: {
    sections: [{ heading: "Board", paragraphs: ["The board meets quarterly.", "<b>not HTML</b>"] }],
  },
};

function show(path = "/dataroom/governance", locale: "en" | "ar" = "en") {
  renderInRoom(<DocumentLive />, { path, locale });
}

describe("given the document page", () => {
  it("reads the slug from the URL and shows the document under the viewer's watermark", async () => {
    const { seen } = fakeDataroomApi({
      "GET /documents/governance": { status: 200, body: DOCUMENT },
    });
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Governance" })).toBeVisible();
    expect(seen[0]?.path).toBe("/documents/governance");
    expect(
      screen.getByText(
        `Confidential. Prepared for \u2068${WATERMARK}\u2069. Do not forward or reproduce.`,
      ),
    ).toBeVisible();
    // Text only: markup in a paragraph is shown as text, never injected.
    expect(screen.getByText("<b>not HTML</b>")).toBeVisible();
  });

  it("repeats the watermark, hidden from assistive technology and not selectable", async () => {
    fakeDataroomApi({ "GET /documents/governance": { status: 200, body: DOCUMENT } });
    const { container } = renderInRoom(<DocumentLive />, { path: "/dataroom/governance" });
    await screen.findByRole("heading", { level: 1, name: "Governance" });
    const overlay = container.querySelector("[data-watermark]")!;
    expect(overlay).toHaveAttribute("aria-hidden", "true");
    expect(overlay).toHaveClass("select-none", "pointer-events-none");
    const copies = overlay.querySelectorAll("span");
    expect(copies.length).toBeGreaterThanOrEqual(30);
    expect(
      [...copies].every(
        (copy) =>
          copy.textContent === "" &&
          copy.getAttribute("data-watermark-text") === `\u2068${WATERMARK}\u2069`,
      ),
    ).toBe(true);
  });

  it("without a session, explains why and links to the access page, back to this document", async () => {
    fakeDataroomApi({ "GET /documents/governance": apiError(401, "no_session") });
    show("/ar/dataroom/governance", "ar");
    expect(
      await screen.findByRole("heading", { name: "يتطلب هذا المستند رمز وصول" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "اطلبوا الوصول أو أدخلوا رمزكم" })).toHaveAttribute(
      "href",
      "/ar/dataroom/access?next=governance",
    );
    expect(document.querySelector("[data-watermark]")).toBeNull();
  });

  it("says when the room holds no such document", async () => {
    fakeDataroomApi({ "GET /documents/nope": apiError(404, "not_found") });
    show("/dataroom/nope");
    expect(await screen.findByRole("heading", { name: "Document not found" })).toBeVisible();
  });
});
