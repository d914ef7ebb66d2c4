// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import type { StaffSession } from "@vantreo/leads/desk";
import { privacyRequest } from "./privacy-fixtures";
import { PrivacyQueue } from "./privacy-queue";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const SESSION: StaffSession = {
  csrfToken: "csrf-privacy",
  staff: { email: "privacy@vantreo.com", name: "Pia Privacy", roles: ["privacy"] },
  expiresAt: "2026-03-02T18:00:00Z",
};

function renderQueue(locale: "en" | "de" | "ar" = "en") {
  renderInSite(
    <DeskQueryProvider>
      <PrivacyQueue session={SESSION} />
    </DeskQueryProvider>,
    { locale, path: locale === "en" ? "/desk/privacy" : `/${locale}/desk/privacy` },
  );
}

describe("the privacy queue", () => {
  it("marks a request answered with the session's CSRF token and says so", async () => {
    let answered = false;
    const { seen } = fakeApi("/v1/desk", {
      "GET /privacy/requests?status=open": () => ({
        status: 200,
        body: { requests: answered ? [] : [privacyRequest()] },
      }),
      "POST /privacy/requests/req-1/done": () => {
        answered = true;
        return { status: 200, body: { request: privacyRequest({ status: "done" }) } };
      },
    });
    renderQueue();
    fireEvent.click(await screen.findByRole("button", { name: "Mark answered" }));
    expect(await screen.findByText("The request was marked answered.")).toBeInTheDocument();
    const post = seen.find((request) => request.method === "POST");
    expect(post?.headers["X-CSRF-Token"]).toBe("csrf-privacy");
    expect(await screen.findByText(/No open requests/)).toBeInTheDocument();
  });

  it("erases the person only after the confirmation", async () => {
    const { seen } = fakeApi("/v1/desk", {
      "GET /privacy/requests?status=open": { status: 200, body: { requests: [privacyRequest()] } },
      "POST /privacy/requests/req-1/erase": {
        status: 200,
        body: { success: true, erased: { leads: 1 } },
      },
    });
    renderQueue();
    fireEvent.click(await screen.findByRole("button", { name: "Erase…" }));
    expect(seen.some((request) => request.method === "POST")).toBe(false);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Erase for good" }));
    expect(await screen.findByText("The person's data was erased.")).toBeInTheDocument();
    expect(seen.filter((request) => request.method === "POST").map((r) => r.path)).toEqual([
      "/privacy/requests/req-1/erase",
    ]);
  });

  it("downloads the export as a JSON file", async () => {
    fakeApi("/v1/desk", {
      "GET /privacy/requests?status=open": { status: 200, body: { requests: [privacyRequest()] } },
      "POST /privacy/requests/req-1/export": {
        status: 200,
        body: { email: "layla.haddad@example.com", leads: [] },
      },
    });
    const created = vi.fn(() => "blob:export");
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderQueue();
    fireEvent.click(await screen.findByRole("button", { name: "Download export" }));
    expect(await screen.findByText("The export was downloaded.")).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe("data-export-req-1.json");
    clicked.mockRestore();
  });

  it.each([
    [404, "not_found", "Das gibt es nicht mehr."],
    [403, "forbidden", "Ihre Rolle erlaubt diese Aktion nicht."],
    [403, "csrf", "Ihre Sitzung konnte nicht bestätigt werden."],
    [500, "internal", "Bei uns ist etwas schiefgelaufen."],
  ])("says what a %i %s means in the staff member's language", async (status, code, text) => {
    fakeApi("/v1/desk", {
      "GET /privacy/requests?status=open": { status: 200, body: { requests: [privacyRequest()] } },
      "POST /privacy/requests/req-1/done": apiError(status, code),
    });
    renderQueue("de");
    fireEvent.click(await screen.findByRole("button", { name: "Als beantwortet markieren" }));
    const message = await screen.findByText(new RegExp(text));
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it("shows the answered requests when asked", async () => {
    fakeApi("/v1/desk", {
      "GET /privacy/requests?status=open": { status: 200, body: { requests: [] } },
      "GET /privacy/requests?status=done": {
        status: 200,
        body: { requests: [privacyRequest({ status: "done", firstName: "Jonas" })] },
      },
    });
    renderQueue();
    fireEvent.click(await screen.findByRole("radio", { name: "Answered" }));
    expect(await screen.findByText("Jonas Haddad")).toBeInTheDocument();
  });
});
