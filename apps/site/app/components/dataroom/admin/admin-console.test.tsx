// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataroomQueryClient } from "../dataroom-query-provider";
import { apiError, fakeDataroomApi, renderInRoom, type FakeAnswer } from "../dataroom-test-kit";
import AdminConsole from "./admin-console";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  dataroomQueryClient.clear();
  vi.unstubAllGlobals();
});

const SESSION = {
  csrfToken: "csrf-admin",
  username: "ir-admin",
  expiresAt: "2026-03-02T18:00:00Z",
};
const PENDING = {
  id: "req-1",
  name: "Dana Whitfield",
  email: "dana@fund.example",
  firm: "Peachtree Growth Partners",
  message: "Diligence for a growth round.",
  locale: "en",
  status: "pending",
  requestedAt: "2026-03-01T09:00:00Z",
  approvedAt: null,
  expiresAt: null,
  revokedAt: null,
};

function signedInApi(extra: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  return fakeDataroomApi({
    "GET /admin/session": { status: 200, body: SESSION },
    "GET /admin/requests": { status: 200, body: { requests: [PENDING] } },
    "GET /admin/documents": { status: 200, body: { documents: [] } },
    "GET /admin/audit": { status: 200, body: { entries: [] } },
    ...extra,
  });
}

describe("given the data-room administration", () => {
  it("without a session, asks to sign in and says when the credentials are wrong", async () => {
    const { seen } = fakeDataroomApi({
      "GET /admin/session": apiError(401, "no_session"),
      "POST /admin/login": apiError(401, "invalid_credentials"),
    });
    renderInRoom(<AdminConsole />, { path: "/dataroom/admin" });
    fireEvent.change(await screen.findByLabelText(/Work email/), {
      target: { value: "ir@vantreo.com" },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "wrong" } });
    fireEvent.change(screen.getByLabelText(/Authenticator code/), {
      target: { value: "123 456" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The email, password or code is not correct.",
    );
    expect(seen.at(-1)?.body).toEqual({
      email: "ir@vantreo.com",
      password: "wrong",
      code: "123456",
    });
    expect(screen.getByLabelText(/Work email/)).toHaveValue("ir@vantreo.com");
  });

  it("tells a locked-out administrator how long to wait, in German", async () => {
    fakeDataroomApi({
      "GET /admin/session": apiError(401, "no_session"),
      "POST /admin/login": apiError(429, "locked", {}, { "Retry-After": "900" }),
    });
    renderInRoom(<AdminConsole />, { locale: "de", path: "/de/dataroom/admin" });
    fireEvent.change(await screen.findByLabelText(/Geschäftliche E-Mail-Adresse/), {
      target: { value: "a@vantreo.com" },
    });
    fireEvent.change(screen.getByLabelText(/^Passwort/), { target: { value: "b" } });
    fireEvent.change(screen.getByLabelText(/Authenticator-App/), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("warten Sie bitte 15 Minuten");
  });

  it("approves for the days chosen, with the CSRF token, and shows the code once with a copy button", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { seen } = signedInApi({
      "POST /admin/requests/req-1/approve": {
        status: 200,
        body: { code: "K7QM-3XHP-9TRW-C4NV", expiresAt: "2026-03-31T09:00:00Z" },
      },
    });
    renderInRoom(<AdminConsole />, { path: "/dataroom/admin" });
    const days = await screen.findByLabelText("Days of access for Dana Whitfield");
    expect(days).toHaveValue(14);
    fireEvent.change(days, { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Approve Dana Whitfield" }));

    const panel = (await screen.findByText("K7QM-3XHP-9TRW-C4NV")).closest("section")!;
    // The panel takes focus in an effect, which React may run a task after the text appears.
    await waitFor(() => expect(within(panel).getByRole("heading")).toHaveFocus());
    const approval = seen.find((r) => r.path === "/admin/requests/req-1/approve");
    expect(approval?.body).toEqual({ days: 30 });
    expect(approval?.headers["X-CSRF-Token"]).toBe("csrf-admin");

    fireEvent.click(within(panel).getByRole("button", { name: "Copy the code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("K7QM-3XHP-9TRW-C4NV"));
    expect(await within(panel).findByText("Code copied to the clipboard.")).toBeVisible();
    fireEvent.click(within(panel).getByRole("button", { name: "I have sent the code" }));
    expect(screen.queryByText("K7QM-3XHP-9TRW-C4NV")).toBeNull();
  });

  it("refuses a number of days outside 1 to 90 before calling the API", async () => {
    signedInApi();
    renderInRoom(<AdminConsole />, { path: "/dataroom/admin" });
    const days = await screen.findByLabelText("Days of access for Dana Whitfield");
    fireEvent.change(days, { target: { value: "120" } });
    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(days).toHaveAccessibleDescription("Choose between 1 and 90 days.");
    expect(screen.getByRole("button", { name: "Approve Dana Whitfield" })).toBeDisabled();
  });

  it("revokes an approved investor and lists the access log", async () => {
    const approved = { ...PENDING, status: "approved", expiresAt: "2026-03-31T09:00:00Z" };
    const { seen } = signedInApi({
      "GET /admin/requests": { status: 200, body: { requests: [approved] } },
      "POST /admin/requests/req-1/revoke": {
        status: 200,
        body: { revokedAt: "2026-03-02T10:00:00Z" },
      },
      "GET /admin/audit": {
        status: 200,
        body: {
          entries: [
            {
              at: "2026-03-02T09:30:00Z",
              email: "dana@fund.example",
              slug: "governance",
              title: "Governance",
              event: "view",
            },
          ],
        },
      },
    });
    renderInRoom(<AdminConsole />, { path: "/dataroom/admin" });
    const log = await screen.findByRole("region", { name: "Who did what, and when, newest first" });
    expect(within(log).getByText("Viewed a document")).toBeVisible();
    expect(within(log).getByText("Governance")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "Revoke access of Dana Whitfield" }));
    await waitFor(() =>
      expect(screen.getByText(/has been revoked/)).toHaveTextContent(
        "Access of \u2068dana@fund.example\u2069 has been revoked. Their sessions have ended.",
      ),
    );
    expect(
      seen.find((r) => r.path === "/admin/requests/req-1/revoke")?.headers["X-CSRF-Token"],
    ).toBe("csrf-admin");
  });

  it("adds a document from its plain-text sections and keeps the text when the slug is taken", async () => {
    const { seen } = signedInApi({ "POST /admin/documents": apiError(409, "slug_taken") });
    renderInRoom(<AdminConsole />, { path: "/dataroom/admin" });
    fireEvent.change(await screen.findByLabelText(/Address \(slug\)/), {
      target: { value: "governance" },
    });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Governance" } });
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: "How we are governed." },
    });
    fireEvent.change(screen.getByLabelText(/^Sections/), {
      target: { value: "# Board\nMeets quarterly." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add the document" }));
    expect(
      await screen.findByText(
        "Another document already uses this address. Choose a different one.",
      ),
    ).toBeVisible();
    expect(seen.find((r) => r.method === "POST" && r.path === "/admin/documents")?.body).toEqual({
      slug: "governance",
      title: "Governance",
      description: "How we are governed.",
      sections: [{ heading: "Board", paragraphs: ["Meets quarterly."] }],
    });
    expect(screen.getByLabelText(/^Sections/)).toHaveValue("# Board\nMeets quarterly.");
  });
});
