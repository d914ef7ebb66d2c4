// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { OWNER_ACCOUNT, OWNER_SESSION, staffAccount } from "./staff-fixtures";
import { StaffManagement } from "./staff-management";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const SENT = { email: "new.person@vantreo.com", expiresAt: "2026-03-04T18:00:00.000Z" };

function renderPage(routes: Record<string, FakeAnswer | (() => FakeAnswer)>, locale = "en") {
  const api = fakeApi("/v1/staff", {
    "GET /accounts": { status: 200, body: { accounts: [OWNER_ACCOUNT, staffAccount()] } },
    ...routes,
  });
  renderInSite(
    <DeskQueryProvider>
      <StaffManagement session={OWNER_SESSION} />
    </DeskQueryProvider>,
    {
      locale: locale as "en" | "de" | "ar",
      path: locale === "en" ? "/desk/staff" : `/${locale}/desk/staff`,
    },
  );
  return api;
}

function fillInvite(values: { email?: string; name?: string; roles?: string[] }) {
  const form = screen.getByRole("form", { name: "Invite a staff member" });
  if (values.email !== undefined)
    fireEvent.change(within(form).getByLabelText(/Work email/), {
      target: { value: values.email },
    });
  if (values.name !== undefined)
    fireEvent.change(within(form).getByLabelText(/Display name/), {
      target: { value: values.name },
    });
  for (const role of values.roles ?? []) fireEvent.click(within(form).getByLabelText(role));
  return form;
}

/** Types the owner's code into the open step-up dialog and confirms with `confirm`. */
async function stepUp(code: string, confirm: string, role: "dialog" | "alertdialog" = "dialog") {
  const dialog = await screen.findByRole(role);
  fireEvent.change(within(dialog).getByLabelText(/Code from your authenticator app/), {
    target: { value: code },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: confirm }));
  return dialog;
}

describe("the staff page", () => {
  it("invites by mail after the owner's code: no password field, no secret shown", async () => {
    const { seen } = renderPage({ "POST /accounts": { status: 201, body: { invitation: SENT } } });
    await screen.findByText("Sam Sales");
    const form = fillInvite({
      email: "new.person@vantreo.com",
      name: "New Person",
      roles: ["Privacy"],
    });
    expect(within(form).queryByLabelText(/password/i)).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    await stepUp("123 456", "Send invitation");
    expect(
      await screen.findByText(/The invitation was sent to .new\.person@vantreo\.com./),
    ).toBeInTheDocument();
    const post = seen.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      email: "new.person@vantreo.com",
      name: "New Person",
      roles: ["privacy"],
      locale: "en",
      stepUpCode: "123456",
    });
    expect(post?.headers["X-CSRF-Token"]).toBe("csrf-owner");
    expect(document.body.textContent).not.toMatch(/otpauth/);
  });

  it("asks the six-digit code before sending, and keeps the dialog open on a refused one", async () => {
    const { seen } = renderPage({ "POST /accounts": apiError(403, "step_up_failed") });
    await screen.findByText("Sam Sales");
    const form = fillInvite({ email: "new.person@vantreo.com", name: "New", roles: ["Sales"] });
    fireEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    const dialog = await stepUp("12", "Send invitation");
    expect(
      await within(dialog).findByText("Enter the 6-digit code from your authenticator app."),
    ).toBeInTheDocument();
    expect(seen.some((request) => request.method === "POST")).toBe(false);
    await stepUp("654321", "Send invitation");
    expect(
      await within(dialog).findByText(/missing, not correct or was already used/),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("marks every missing field before asking for a code", async () => {
    renderPage({});
    await screen.findByText("Sam Sales");
    const form = fillInvite({ email: "not an address" });
    fireEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter a valid work email address.")).toBeInTheDocument();
    expect(screen.getByText("Enter the person's name.")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one role.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Work email/)).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says an address is taken, in German", async () => {
    renderPage({ "POST /accounts": apiError(409, "email_taken") }, "de");
    await screen.findByText("Sam Sales");
    const form = screen.getByRole("form", { name: "Teammitglied einladen" });
    fireEvent.change(within(form).getByLabelText(/Geschäftliche E-Mail/), {
      target: { value: "sam.sales@vantreo.com" },
    });
    fireEvent.change(within(form).getByLabelText(/Anzeigename/), { target: { value: "Sam" } });
    fireEvent.click(within(form).getByLabelText("Vertrieb"));
    fireEvent.click(within(form).getByRole("button", { name: "Einladung senden" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Code aus Ihrer Authenticator-App/), {
      target: { value: "123456" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Einladung senden" }));
    expect(
      await screen.findByText(/Ein Teamkonto mit dieser E-Mail-Adresse gibt es bereits/),
    ).toBeInTheDocument();
  });

  it("disables another account with the owner's code, never the owner's own", async () => {
    const { seen } = renderPage({
      "POST /accounts/acc-sam/disable": {
        status: 200,
        body: { account: staffAccount({ disabledAt: 1 }) },
      },
    });
    const own = (await screen.findByText("Olivia Owner")).closest("tr")!;
    expect(within(own).queryByRole("button")).toBeNull();
    const row = screen.getByText("Sam Sales").closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Disable…" }));
    const dialog = await stepUp("111111", "Disable account", "alertdialog");
    expect(dialog).toHaveTextContent("sam.sales@vantreo.com");
    expect(await screen.findByText("The account was disabled.")).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === "POST");
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      ["/accounts/acc-sam/disable", { stepUpCode: "111111" }],
    ]);
  });

  it.each([
    ["Reset password…", "Reset password", "password"],
    ["Reset second factor…", "Reset second factor", "totp"],
  ])("%s mails the person a link and shows no secret", async (trigger, confirm, what) => {
    const { seen } = renderPage({
      [`POST /accounts/acc-sam/reset-${what}`]: {
        status: 200,
        body: { link: { ...SENT, email: "sam.sales@vantreo.com" } },
      },
    });
    const row = (await screen.findByText("Sam Sales")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: trigger }));
    await stepUp("222222", confirm, "alertdialog");
    expect(
      await screen.findByText(/single-use link was sent to .sam\.sales@vantreo\.com./),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      locale: "en",
      stepUpCode: "222222",
    });
    expect(document.body.textContent).not.toMatch(/otpauth/);
  });

  it("changes roles with the owner's code", async () => {
    const { seen } = renderPage({
      "POST /accounts/acc-sam/roles": {
        status: 200,
        body: { account: staffAccount({ roles: ["owner", "sales"] }) },
      },
    });
    const row = (await screen.findByText("Sam Sales")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Change roles…" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Sales")).toBeChecked();
    fireEvent.click(within(dialog).getByLabelText("Owner"));
    await stepUp("333333", "Save roles");
    expect(await screen.findByText("The roles were changed.")).toBeInTheDocument();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      roles: ["sales", "owner"],
      stepUpCode: "333333",
    });
  });

  it("shows the API's refusal of an owner's own account in words", async () => {
    renderPage({ "POST /accounts/acc-sam/disable": apiError(409, "own_account") });
    const row = (await screen.findByText("Sam Sales")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Disable…" }));
    await stepUp("444444", "Disable account", "alertdialog");
    expect(
      await screen.findByText(/You cannot disable or reset your own account/),
    ).toBeInTheDocument();
  });
});
