// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../components/api/api-test-kit";
import { renderStaffApp } from "./staff-app-test-kit";
import { deskQueryClient } from "../components/desk/desk-query-provider";
import {
  deskLead,
  fakeDeskApi,
  leadDetail,
  session,
  STAFF,
} from "../components/desk/desk-test-kit";
import type { StaffRole } from "@vantreo/contracts/core";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const PAGE = { items: [deskLead()], total: 1, page: 1, size: 25 };
const COUNTS = { new: 1, contacted: 4, qualified: 0, won: 2, lost: 0, archived: 0 };

function signedIn(roles: StaffRole[], extra = {}) {
  return fakeDeskApi({
    "GET /staff/session": { status: 200, body: session(roles) },
    "GET /desk/staff": { status: 200, body: STAFF },
    "GET /desk/leads?page=1&size=25": { status: 200, body: { ...PAGE, counts: COUNTS } },
    ...extra,
  });
}

describe("given the lead desk", () => {
  it("without a session, asks to sign in and tells a slowed-down person how long to wait", async () => {
    fakeDeskApi({
      "GET /staff/session": apiError(401, "no_session"),
      "POST /staff/session": apiError(429, "locked", {}, { "Retry-After": "150" }),
    });
    renderStaffApp({ path: "/desk" });
    fireEvent.change(await screen.findByLabelText(/Work email/), {
      target: { value: "sam@vantreo.com" },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "pw" } });
    fireEvent.change(screen.getByLabelText(/Authenticator code/), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("please wait 3 minutes");
    expect(screen.getByLabelText(/Work email/)).toHaveValue("sam@vantreo.com");
  });

  it("shows sales the leads, the spam folder, the subscribers, the reports and their own account in the navigation, and nothing else", async () => {
    signedIn(["sales"]);
    renderStaffApp({ locale: "de", path: "/de/desk" });
    const nav = await screen.findByRole("navigation", { name: "Lead-Desk" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/de/desk",
      "/de/desk/spam",
      "/de/desk/subscribers",
      "/de/desk/reports",
      "/de/desk/account",
    ]);
    expect(within(nav).getByRole("link", { name: "Leads" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows owners every page, with the locale's prefix", async () => {
    signedIn(["owner"]);
    renderStaffApp({ locale: "ar", path: "/ar/desk" });
    const nav = await screen.findByRole("navigation", { name: "لوحة العملاء المحتملين" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/ar/desk",
      "/ar/desk/spam",
      "/ar/desk/subscribers",
      "/ar/desk/reports",
      "/ar/desk/privacy",
      "/ar/dataroom/admin",
      "/ar/desk/staff",
      "/ar/desk/mail",
      "/ar/desk/account",
    ]);
  });

  it("tells a role without the leads that it cannot see them, instead of a blank page", async () => {
    const { seen } = signedIn(["privacy"]);
    renderStaffApp({ path: "/desk" });
    expect(
      await screen.findByRole("heading", { name: "Your role does not include this page" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\(Privacy\)/)).toBeInTheDocument();
    expect(seen.some((request) => request.path.startsWith("/desk/leads"))).toBe(false);
  });

  it("brings the sign-in back with a message when the session ends", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": apiError(401, "no_session"),
      "GET /desk/leads?page=1&size=25": apiError(401, "no_session"),
    });
    renderStaffApp({ path: "/desk" });
    expect(
      await screen.findByText("Your session has ended. Please sign in again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
  });
});

describe("given the inbox", () => {
  it("lists the leads with links, counts per status and the export of the filter", async () => {
    signedIn(["sales"]);
    renderStaffApp({ path: "/desk" });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("link", { name: "Jana Müller" })).toHaveAttribute(
      "href",
      "/desk/leads/lead-1",
    );
    const counts = screen.getByRole("navigation", { name: "Leads by status" });
    expect(within(counts).getByRole("link", { name: "Contacted: 4" })).toHaveAttribute(
      "href",
      "/desk?status=contacted",
    );
    expect(screen.getByRole("link", { name: /semicolon/ })).toHaveAttribute(
      "href",
      "/v1/desk/leads/export?format=csv&separator=%3B",
    );
  });

  it("puts a submitted filter in the URL and asks the API for it", async () => {
    const { seen } = signedIn(["sales"], {
      "GET /desk/leads?q=firma&status=new&page=1&size=25": {
        status: 200,
        body: { ...PAGE, counts: COUNTS },
      },
    });
    renderStaffApp({ path: "/desk" });
    fireEvent.change(await screen.findByLabelText("Search"), { target: { value: "firma" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "new" } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/desk?q=firma&status=new"),
    );
    await waitFor(() =>
      expect(seen.map((request) => request.path)).toContain(
        "/desk/leads?q=firma&status=new&page=1&size=25",
      ),
    );
  });

  it("pages with the keyboard: after Next, focus is on the new page's summary above the table", async () => {
    const many = { ...PAGE, total: 30, counts: COUNTS };
    signedIn(["sales"], {
      "GET /desk/leads?page=1&size=25": { status: 200, body: many },
      "GET /desk/leads?page=2&size=25": {
        status: 200,
        body: { ...many, page: 2, items: [deskLead({ id: "lead-26", firstName: "Ole" })] },
      },
    });
    renderStaffApp({ path: "/desk" });
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("link", { name: "Ole Müller" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("30 leads")).toHaveFocus());
    expect(screen.getByTestId("location")).toHaveTextContent("/desk?page=2");
  });

  it("writes dates the German way on German pages", async () => {
    signedIn(["sales"]);
    renderStaffApp({ locale: "de", path: "/de/desk" });
    const table = await screen.findByRole("table");
    expect(within(table).getByText(/01\.03\.2026/)).toBeInTheDocument();
    expect(screen.getByText("1 Lead")).toBeInTheDocument();
  });
});

describe("given the staff app", () => {
  it("moves between sections without a page load, and focus lands on the new page's heading", async () => {
    signedIn(["sales"], {
      "GET /desk/leads?spam=true&page=1&size=25": {
        status: 200,
        body: { ...PAGE, counts: COUNTS },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, replace: assign });
    renderStaffApp({ path: "/desk" });
    const nav = await screen.findByRole("navigation", { name: "Lead desk" });
    fireEvent.click(within(nav).getByRole("link", { name: /Spam/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/desk/spam"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Spam" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(nav).getByRole("link", { name: /Spam/ })).toHaveAttribute("aria-current", "page");
    expect(document.title).toBe("Spam · Vantreo staff");
    expect(assign).not.toHaveBeenCalled();
  });

  it("opens a lead from the list with the keyboard: j to the row, Enter on its link", async () => {
    signedIn(["sales"], {
      "GET /desk/leads?page=1&size=25": {
        status: 200,
        body: {
          ...PAGE,
          total: 2,
          items: [deskLead(), deskLead({ id: "lead-2", firstName: "Ole" })],
          counts: COUNTS,
        },
      },
      "GET /desk/leads/lead-2": { status: 200, body: leadDetail() },
    });
    renderStaffApp({ path: "/desk" });
    const first = await screen.findByRole("link", { name: "Jana Müller" });
    fireEvent.keyDown(document.body, { key: "j" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document.body, { key: "j" });
    const second = screen.getByRole("link", { name: "Ole Müller" });
    expect(second).toHaveFocus();
    fireEvent.keyDown(document.body, { key: "k" });
    expect(first).toHaveFocus();
    // A key typed into a field is the field's.
    const search = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.keyDown(document.body, { key: "/" });
    expect(search).toHaveFocus();
    fireEvent.keyDown(search, { key: "j" });
    expect(search).toHaveFocus();
    // Enter on a focused link is a click: the router opens the lead in place.
    fireEvent.click(second);
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/desk/leads/lead-2"),
    );
    // The lead's page loads on first use; focus lands on its heading once it is there.
    const heading = await screen.findByRole("heading", { level: 1, name: "Lead" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("switches sections with g and a letter, and shows the shortcuts with ?", async () => {
    signedIn(["owner"], {
      "GET /desk/leads?spam=true&page=1&size=25": {
        status: 200,
        body: { ...PAGE, counts: COUNTS },
      },
    });
    renderStaffApp({ path: "/de/desk", locale: "de" });
    await screen.findByRole("table");
    fireEvent.keyDown(document.body, { key: "g" });
    fireEvent.keyDown(document.body, { key: "s" });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/de/desk/spam"));
    fireEvent.keyDown(document.body, { key: "?" });
    const dialog = await screen.findByRole("dialog", { name: "Tastenkürzel" });
    expect(within(dialog).getByText("Zu Datenraum wechseln")).toBeInTheDocument();
    // A letter without g before it changes nothing.
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.keyDown(document.body, { key: "m" });
    expect(screen.getByTestId("location")).toHaveTextContent("/de/desk/spam");
  });

  it("keeps a role's hands off a section it cannot open, even typed with g", async () => {
    signedIn(["sales"]);
    renderStaffApp({ path: "/desk" });
    await screen.findByRole("table");
    fireEvent.keyDown(document.body, { key: "g" });
    fireEvent.keyDown(document.body, { key: "m" });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/desk$/);
  });

  it("answers an unknown path under /desk with the app's own not-found page", async () => {
    signedIn(["sales"]);
    renderStaffApp({ path: "/ar/desk/nothing-here", locale: "ar" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "الصفحة غير موجودة" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى العملاء المحتملين" })).toHaveAttribute(
      "href",
      "/ar/desk",
    );
  });

  it("saves a named view of the filter on the server, and its link puts the filter back", async () => {
    const saved = {
      id: "view-1",
      name: "New ones",
      list: "inbox",
      search: "status=new",
      createdAt: "2026-11-29T07:00:00.000Z",
      updatedAt: "2026-11-29T07:00:00.000Z",
    };
    let stored: (typeof saved)[] = [];
    const { seen } = signedIn(["sales"], {
      "GET /desk/leads?status=new&page=1&size=25": {
        status: 200,
        body: { ...PAGE, counts: COUNTS },
      },
      "GET /desk/views": () => ({ status: 200, body: { views: stored } }),
      "POST /desk/views": () => {
        stored = [saved];
        return { status: 201, body: saved };
      },
      "DELETE /desk/views/view-1": () => {
        stored = [];
        return { status: 204 };
      },
    });
    renderStaffApp({ path: "/desk?status=new" });
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Save this view…" }));
    expect(screen.getByLabelText("Name of this view")).toHaveFocus();
    fireEvent.change(screen.getByLabelText("Name of this view"), {
      target: { value: "  New ones  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save view" }));
    expect(await screen.findByText("The view “New ones” was saved.")).toBeInTheDocument();
    const views = screen.getByRole("region", { name: "Saved views" });
    expect(await within(views).findByRole("link", { name: "New ones" })).toHaveAttribute(
      "href",
      "/desk?status=new",
    );
    const post = seen.find(
      (request) => request.method === "POST" && request.path === "/desk/views",
    );
    expect(post?.body).toEqual({ name: "New ones", list: "inbox", search: "status=new" });
    expect(post?.headers["X-CSRF-Token"]).toBeTruthy();
    fireEvent.click(within(views).getByRole("button", { name: "Delete the view New ones" }));
    await waitFor(() => expect(within(views).queryByRole("link", { name: "New ones" })).toBeNull());
    expect(seen.some((request) => request.method === "DELETE")).toBe(true);
  });
});
