// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { ENROLLMENT_URI, OWNER_ACCOUNT, OWNER_SESSION, staffAccount } from "./staff-fixtures";
import { StaffManagement } from "./staff-management";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

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

function fillInvite(values: {
  email?: string;
  name?: string;
  password?: string;
  roles?: string[];
}) {
  const form = screen.getByRole("form", { name: "Invite a staff member" });
  if (values.email !== undefined)
    fireEvent.change(within(form).getByLabelText(/Work e-mail/), {
      target: { value: values.email },
    });
  if (values.name !== undefined)
    fireEvent.change(within(form).getByLabelText(/Display name/), {
      target: { value: values.name },
    });
  if (values.password !== undefined)
    fireEvent.change(within(form).getByLabelText(/Initial password/), {
      target: { value: values.password },
    });
  for (const role of values.roles ?? []) fireEvent.click(within(form).getByLabelText(role));
  return form;
}

describe("the staff page", () => {
  it("invites a staff member and shows the enrollment once, as a QR code and a link", async () => {
    const { seen } = renderPage({
      "POST /accounts": {
        status: 201,
        body: {
          account: staffAccount({
            id: "acc-new",
            email: "new.person@vantreo.com",
            name: "New Person",
          }),
          enrolmentUri: ENROLLMENT_URI,
        },
      },
    });
    await screen.findByText("Sam Sales");
    const form = fillInvite({
      email: "new.person@vantreo.com",
      name: "New Person",
      password: "a long enough passphrase",
      roles: ["Privacy"],
    });
    fireEvent.click(within(form).getByRole("button", { name: "Create account" }));
    const panel = await screen.findByTestId("enrollment");
    expect(panel).toHaveTextContent("Shown once");
    expect(
      within(panel).getByRole("img", { name: "QR code for the authenticator app" }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(ENROLLMENT_URI)).toHaveAttribute("dir", "ltr");
    const post = seen.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      email: "new.person@vantreo.com",
      name: "New Person",
      roles: ["privacy"],
      password: "a long enough passphrase",
    });
    expect(post?.headers["X-CSRF-Token"]).toBe("csrf-owner");
    fireEvent.click(within(panel).getByRole("button", { name: "Done, close this" }));
    expect(screen.queryByTestId("enrollment")).toBeNull();
    expect(screen.queryByText(ENROLLMENT_URI)).toBeNull();
  });

  it("marks every missing field before sending anything", async () => {
    const { seen } = renderPage({});
    await screen.findByText("Sam Sales");
    const form = fillInvite({ email: "not an address", password: "short" });
    fireEvent.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Enter a valid work e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Enter the person's name.")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one role.")).toBeInTheDocument();
    expect(screen.getByText("Use at least 12 characters.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Work e-mail/)).toHaveFocus();
    expect(seen.some((request) => request.method === "POST")).toBe(false);
  });

  it("says an address is taken, in German", async () => {
    renderPage({ "POST /accounts": apiError(409, "email_taken") }, "de");
    await screen.findByText("Sam Sales");
    const form = screen.getByRole("form", { name: "Mitarbeiterin oder Mitarbeiter einladen" });
    fireEvent.change(within(form).getByLabelText(/Geschäftliche E-Mail/), {
      target: { value: "sam.sales@vantreo.com" },
    });
    fireEvent.change(within(form).getByLabelText(/Anzeigename/), { target: { value: "Sam" } });
    fireEvent.change(within(form).getByLabelText(/Erstes Passwort/), {
      target: { value: "a long enough passphrase" },
    });
    fireEvent.click(within(form).getByLabelText("Vertrieb"));
    fireEvent.click(within(form).getByRole("button", { name: "Konto anlegen" }));
    expect(
      await screen.findByText(/Ein Mitarbeiterkonto mit dieser E-Mail-Adresse gibt es bereits/),
    ).toBeInTheDocument();
  });

  it("disables another account after the confirmation, never the owner's own", async () => {
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
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Sam Sales");
    expect(dialog).toHaveTextContent("sam.sales@vantreo.com");
    fireEvent.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("The account was disabled.")).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/accounts/acc-sam/disable",
    ]);
  });

  it("resets a second factor after the confirmation and shows the new enrollment once", async () => {
    renderPage({
      "POST /accounts/acc-sam/reset-totp": { status: 200, body: { enrolmentUri: ENROLLMENT_URI } },
    });
    const row = (await screen.findByText("Sam Sales")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Reset second factor…" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset second factor" }));
    const panel = await screen.findByTestId("enrollment");
    expect(panel).toHaveTextContent("Sam Sales");
    expect(within(panel).getByText(ENROLLMENT_URI)).toBeInTheDocument();
  });

  it("shows the API's refusal of an owner's own account in words", async () => {
    renderPage({ "POST /accounts/acc-sam/disable": apiError(409, "own_account") });
    const row = (await screen.findByText("Sam Sales")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Disable…" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(
      await screen.findByText(/You cannot disable or reset your own account/),
    ).toBeInTheDocument();
  });
});
