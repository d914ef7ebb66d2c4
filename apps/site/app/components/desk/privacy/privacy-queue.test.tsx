// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { formatNumber } from "@vantreo/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import type { StaffSession } from "@vantreo/contracts/core";
import { privacyListCall, privacyPage, privacyRequest } from "./privacy-fixtures";
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
      [privacyListCall("open")]: () => ({
        status: 200,
        body: privacyPage(answered ? [] : [privacyRequest()]),
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
      [privacyListCall("open")]: { status: 200, body: privacyPage([privacyRequest()]) },
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

  it("has the export mailed to the request's address, and downloads nothing", async () => {
    const { seen } = fakeApi("/v1/desk", {
      [privacyListCall("open")]: { status: 200, body: privacyPage([privacyRequest()]) },
      "POST /privacy/requests/req-1/export": {
        status: 202,
        body: { success: true, mailed: true, sections: { leads: 1 } },
      },
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderQueue();
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Send export" }));
    expect(
      await screen.findByText("The export is being sent by email to the address of the request."),
    ).toBeInTheDocument();
    expect(seen.filter((request) => request.method === "POST").map((r) => r.path)).toEqual([
      "/privacy/requests/req-1/export",
    ]);
    expect(clicked).not.toHaveBeenCalled();
    clicked.mockRestore();
  });

  it("keeps export and erasure shut on an unverified request until an override with a reason", async () => {
    let overridden = false;
    const { seen } = fakeApi("/v1/desk", {
      [privacyListCall("open")]: () => ({
        status: 200,
        body: privacyPage([
          privacyRequest({
            verifiedAt: null,
            override: overridden
              ? {
                  reason: "Identity checked by phone.",
                  by: "privacy@vantreo.com",
                  at: "2026-03-02T10:00:00.000Z",
                }
              : null,
          }),
        ]),
      }),
      "POST /privacy/requests/req-1/override": () => {
        overridden = true;
        return { status: 200, body: { request: privacyRequest() } };
      },
    });
    renderQueue();
    expect(await screen.findByText("Not verified")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send export" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Erase…" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Override…" }));
    const dialog = await screen.findByRole("dialog");
    const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
    fireEvent.change(reason, { target: { value: "too short" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record override" }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(seen.some((request) => request.method === "POST")).toBe(false);
    fireEvent.change(reason, { target: { value: "Identity checked by phone." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record override" }));
    expect(
      await screen.findByText("The override was recorded. Export and erasure are now possible."),
    ).toBeInTheDocument();
    const post = seen.find((request) => request.method === "POST");
    expect(post?.path).toBe("/privacy/requests/req-1/override");
    expect(post?.body).toEqual({ reason: "Identity checked by phone." });
    expect(await screen.findByText("Override")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send export" })).toBeEnabled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says in German and Arabic what an unverified request answer means", async () => {
    fakeApi("/v1/desk", {
      [privacyListCall("open")]: {
        status: 200,
        body: privacyPage([privacyRequest({ verifiedAt: null })]),
      },
    });
    renderQueue("ar");
    expect(await screen.findByText("لم يتم التحقق")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "تجاوز…" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("التصرف دون تأكيد مقدّم الطلب؟");
  });

  it.each([
    [404, "not_found", "Dieser Eintrag existiert nicht mehr."],
    [403, "forbidden", "Ihre Rolle erlaubt diese Aktion nicht."],
    [403, "csrf", "Ihre Sitzung konnte nicht bestätigt werden."],
    [409, "unverified", "hat diese Anfrage noch nicht bestätigt"],
    [500, "internal", "Bei uns ist etwas schiefgelaufen."],
  ])("says what a %i %s means in the staff member's language", async (status, code, text) => {
    fakeApi("/v1/desk", {
      [privacyListCall("open")]: { status: 200, body: privacyPage([privacyRequest()]) },
      "POST /privacy/requests/req-1/done": apiError(status, code),
    });
    renderQueue("de");
    fireEvent.click(await screen.findByRole("button", { name: "Als beantwortet markieren" }));
    const message = await screen.findByText(new RegExp(text));
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it("shows the answered requests when asked", async () => {
    fakeApi("/v1/desk", {
      [privacyListCall("open")]: { status: 200, body: privacyPage([]) },
      [privacyListCall("done")]: {
        status: 200,
        body: privacyPage([privacyRequest({ status: "done", firstName: "Jonas" })]),
      },
    });
    renderQueue();
    fireEvent.click(await screen.findByRole("radio", { name: "Answered" }));
    expect(await screen.findByText("Jonas Haddad")).toBeInTheDocument();
  });

  it("pages on the server, with the state, the page and the counts in the URL", async () => {
    const second = privacyRequest({ id: "req-51", firstName: "Noor" });
    const { seen } = fakeApi("/v1/desk", {
      [privacyListCall("open")]: {
        status: 200,
        body: privacyPage([privacyRequest()], { counts: { open: 51, done: 1234 }, total: 51 }),
      },
      [privacyListCall("open", 2)]: {
        status: 200,
        body: privacyPage([second], { counts: { open: 51, done: 1234 }, page: 2, total: 51 }),
      },
    });
    renderQueue();
    expect(await screen.findByRole("radio", { name: "Open (51)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Answered (1,234)" })).not.toBeChecked();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Noor Haddad")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/desk/privacy?page=2");
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    // One page per call, never the whole queue.
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      privacyListCall("open"),
      privacyListCall("open", 2),
    ]);
  });

  it("opens the state and the page a bookmark names, and goes back to page 1 on a new state", async () => {
    fakeApi("/v1/desk", {
      [privacyListCall("done", 3)]: {
        status: 200,
        body: privacyPage([privacyRequest({ status: "done", firstName: "Jonas" })], {
          counts: { open: 2, done: 120 },
          page: 3,
          total: 120,
        }),
      },
      [privacyListCall("open")]: {
        status: 200,
        body: privacyPage([privacyRequest()], { counts: { open: 2, done: 120 }, total: 2 }),
      },
    });
    renderInSite(
      <DeskQueryProvider>
        <PrivacyQueue session={SESSION} />
      </DeskQueryProvider>,
      { path: "/desk/privacy?status=done&page=3" },
    );
    expect(await screen.findByText("Jonas Haddad")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Answered (120)" })).toBeChecked();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Open (2)" }));
    expect(await screen.findByText("Layla Haddad")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/desk\/privacy$/);
  });

  it.each([
    ["de", "Offen (1.234)", "Seite 1 von 2"],
    ["ar", `(${formatNumber(1234, "ar")})`, "الصفحة"],
  ] as const)("counts and pages in %s", async (locale, count, page) => {
    fakeApi("/v1/desk", {
      [privacyListCall("open")]: {
        status: 200,
        body: privacyPage([privacyRequest()], { counts: { open: 1234, done: 0 }, total: 1234 }),
      },
    });
    renderQueue(locale);
    const radio = await screen.findByRole("radio", { name: new RegExp(escape(count)) });
    expect(radio).toBeChecked();
    const pages = screen.getByRole("navigation");
    expect(pages).toHaveTextContent(page);
    expect(within(pages).getAllByRole("button")).toHaveLength(2);
  });

  it("paints the last page from memory when the section is opened again, and re-reads it", async () => {
    let calls = 0;
    let answer: (value: void) => void = () => undefined;
    const { seen } = fakeApi("/v1/desk", {
      [privacyListCall("open")]: () => {
        calls += 1;
        return { status: 200, body: privacyPage([privacyRequest()]) };
      },
    });
    const first = renderInSite(
      <DeskQueryProvider>
        <PrivacyQueue session={SESSION} />
      </DeskQueryProvider>,
      { path: "/desk/privacy" },
    );
    expect(await screen.findByText("Layla Haddad")).toBeInTheDocument();
    first.unmount();
    // The re-read hangs: what the second visit shows at once can only come from memory.
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = vi.mocked(fetch);
    const fake = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await pending;
      return fake(...args);
    });
    renderQueue();
    expect(screen.getByText("Layla Haddad")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: /Loading/ })).toBeNull();
    // …and is re-read in the background.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answer();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(seen.map((request) => request.path)).toEqual([
      privacyListCall("open").slice(4),
      privacyListCall("open").slice(4),
    ]);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
