// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { MAIL_PAGE_SIZE } from "./mail-api";
import { MailDesk } from "./mail-desk";
import { mailDetail, mailSummary, PREVIEWS } from "./mail-fixtures";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const LIST = `GET /mail?page=1&size=${MAIL_PAGE_SIZE}`;
const FILE = mailSummary().file;

function renderMail(routes: Record<string, FakeAnswer | (() => FakeAnswer)>, locale = "en") {
  const api = fakeApi("/v1/desk", {
    "GET /mail/previews": { status: 200, body: { previews: PREVIEWS } },
    ...routes,
  });
  renderInSite(
    <DeskQueryProvider>
      <MailDesk />
    </DeskQueryProvider>,
    {
      locale: locale as "en" | "de" | "ar",
      path: locale === "en" ? "/desk/mail" : `/${locale}/desk/mail`,
    },
  );
  return api;
}

const page = (items = [mailSummary()], total = items.length) => ({
  status: 200,
  body: { transport: "files", items, total, page: 1, size: MAIL_PAGE_SIZE },
});

describe("the mail page", () => {
  it("lists the written mails with kind, recipient, subject and language", async () => {
    renderMail({ [LIST]: page() });
    const row = (await screen.findByText("Acknowledgement to the visitor")).closest("tr")!;
    expect(within(row).getByText("layla.haddad@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(row).getByText("شكرًا لتواصلكم مع Vantreo").tagName).toBe("BDI");
    expect(within(row).getByText("Arabic")).toBeInTheDocument();
    // One page: no pager to move through.
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
  });

  it("opens a mail: headers, its text part, and its HTML part in a frame that runs no script", async () => {
    renderMail({
      [LIST]: page(),
      [`GET /mail/${encodeURIComponent(FILE)}`]: { status: 200, body: { mail: mailDetail() } },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Open/ }));
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { level: 3 })).toHaveFocus();
    expect(within(article).getByText("hello@vantreo.com")).toBeInTheDocument();
    expect(within(article).getByText(/شكرًا لرسالتكم/)).toHaveAttribute("dir", "auto");
    const frame = within(article).getByTitle(/HTML part/);
    // An empty sandbox attribute: no scripts, forms, popups or same-origin access.
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("<p>مرحبًا</p>");
    fireEvent.click(within(article).getByRole("button", { name: "Back to the list" }));
    expect(await screen.findByText("Acknowledgement to the visitor")).toBeInTheDocument();
  });

  it("says the mails went out by SMTP and lists none", async () => {
    renderMail({
      [LIST]: { status: 200, body: { transport: "smtp", items: [], total: 0, page: 1, size: 25 } },
    });
    expect(await screen.findByText(/mail server \(SMTP\)/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("pages through a long list, in German", async () => {
    const { seen } = renderMail(
      {
        [LIST]: page([mailSummary()], MAIL_PAGE_SIZE + 1),
        [`GET /mail?page=2&size=${MAIL_PAGE_SIZE}`]: {
          status: 200,
          body: {
            transport: "files",
            items: [mailSummary({ file: "older.eml", kind: "lead-notification", locale: "en" })],
            total: MAIL_PAGE_SIZE + 1,
            page: 2,
            size: MAIL_PAGE_SIZE,
          },
        },
      },
      "de",
    );
    expect(await screen.findByText("Seite 1 von 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Nächste Seite" }));
    expect(await screen.findByText("Benachrichtigung über einen neuen Lead")).toBeInTheDocument();
    expect(seen.map((r) => r.path)).toContain(`/mail?page=2&size=${MAIL_PAGE_SIZE}`);
  });

  it("shows each template preview chosen, with its parts", async () => {
    renderMail({ [LIST]: page([]) });
    expect(await screen.findByText("No mail has been written yet.")).toBeInTheDocument();
    const select = await screen.findByLabelText("Template");
    expect(screen.getByText("New lead: Contact via Contact page")).toBeInTheDocument();
    fireEvent.change(select, { target: { value: "1" } });
    expect(screen.getByText("Bitte bestätigen Sie Ihre Anmeldung")).toBeInTheDocument();
    expect(
      screen.getByRole("option", { name: "Newsletter confirmation · German" }),
    ).toBeInTheDocument();
  });

  it("says what a refusal means instead of the API's English", async () => {
    renderMail({ [LIST]: apiError(403, "forbidden") }, "ar");
    expect(await screen.findByText("دوركم لا يسمح بهذا الإجراء.")).toBeInTheDocument();
  });
});
