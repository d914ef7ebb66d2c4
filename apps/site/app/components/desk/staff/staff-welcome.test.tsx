// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { ENROLLMENT_URI } from "./staff-fixtures";
import { StaffWelcome } from "./staff-welcome";

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => window.history.replaceState(null, "", "/desk/welcome#token=link-token"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVITE = {
  purpose: "invite",
  email: "new.person@vantreo.com",
  name: "New Person",
  locale: "en",
  enrolmentUri: ENROLLMENT_URI,
  minPasswordLength: 12,
};

function renderWelcome(routes: Record<string, FakeAnswer>, locale: "en" | "de" | "ar" = "en") {
  const api = fakeApi("/v1/staff", routes);
  renderInSite(<StaffWelcome />, {
    locale,
    path: locale === "en" ? "/desk/welcome" : `/${locale}/desk/welcome`,
  });
  return api;
}

describe("the staff welcome page", () => {
  it("shows the invitee their own authenticator and sets their own password", async () => {
    const { seen } = renderWelcome({
      "POST /links/open": { status: 200, body: INVITE },
      "POST /links/accept": { status: 200, body: { email: INVITE.email } },
    });
    expect(await screen.findByRole("heading", { name: "Welcome, New Person" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "QR code for the authenticator app" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("enrolment-uri")).toHaveTextContent(ENROLLMENT_URI);
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(await screen.findByText("Use at least 12 characters.")).toBeInTheDocument();
    expect(
      screen.getByText("Enter the 6-digit code from your authenticator app."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/New password/), {
      target: { value: "a long enough passphrase" },
    });
    fireEvent.change(screen.getByLabelText(/Code from your authenticator app/), {
      target: { value: "123456" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(await screen.findByText(/Your account is ready/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign-in" })).toHaveAttribute("href", "/desk");
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ["/links/open", { token: "link-token" }],
      [
        "/links/accept",
        { token: "link-token", password: "a long enough passphrase", code: "123456" },
      ],
    ]);
  });

  it("asks only a new password for a password reset", async () => {
    renderWelcome({
      "POST /links/open": {
        status: 200,
        body: { ...INVITE, purpose: "password", enrolmentUri: null },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Choose a new password" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Code from your authenticator app/)).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it.each([
    ["en", "link_expired", "This link has expired. Please ask an owner to send you a new one."],
    [
      "de",
      "link_used",
      "Dieser Link wurde bereits verwendet. Bitten Sie eine Person mit der Rolle „Admin“, Ihnen einen neuen zu senden.",
    ],
    ["ar", "link_unknown", "هذا الرابط غير صالح. يُرجى أن تطلبوا من أحد المالكين إرسال رابط جديد."],
  ] as const)("says in %s why a link cannot be used (%s)", async (locale, code, text) => {
    renderWelcome(
      { "POST /links/open": apiError(code === "link_unknown" ? 404 : 410, code) },
      locale,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("says the page needs the mailed link when the address has no token", async () => {
    window.history.replaceState(null, "", "/desk/welcome");
    const { seen } = renderWelcome({});
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This page needs the link from your email.",
    );
    expect(seen).toEqual([]);
  });
});
