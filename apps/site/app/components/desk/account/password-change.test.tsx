// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffSession } from "@vantreo/contracts/core";
import { apiError, fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { PasswordChange } from "./password-change";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SESSION: StaffSession = {
  csrfToken: "csrf-sam",
  staff: { email: "sam.sales@vantreo.com", name: "Sam Sales", roles: ["sales"] },
  expiresAt: "2026-03-02T18:00:00Z",
};

function renderForm(answer: FakeAnswer, locale: "en" | "de" = "en") {
  const api = fakeApi("/v1/staff", { "POST /password": answer });
  renderInSite(<PasswordChange session={SESSION} />, {
    locale,
    path: locale === "en" ? "/desk/account" : `/${locale}/desk/account`,
  });
  return api;
}

function fill(current: string, code: string, next: string) {
  fireEvent.change(screen.getByLabelText(/Current password|Aktuelles Passwort/), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText(/authenticator app|Authenticator-App/), {
    target: { value: code },
  });
  fireEvent.change(screen.getByLabelText(/^New password|^Neues Passwort/), {
    target: { value: next },
  });
}

describe("the own password change", () => {
  it("sends the current password, a fresh code and the new password, then says to sign in again", async () => {
    const { seen } = renderForm({ status: 200, body: { signedOut: true } });
    fill("old passphrase", "123456", "a new long passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByTestId("password-changed")).toHaveTextContent(
      "signed out everywhere",
    );
    expect(seen[0]?.body).toEqual({
      currentPassword: "old passphrase",
      code: "123456",
      newPassword: "a new long passphrase",
    });
    expect(seen[0]?.headers["X-CSRF-Token"]).toBe("csrf-sam");
  });

  it("checks the fields before sending", async () => {
    const { seen } = renderForm({ status: 200, body: { signedOut: true } });
    fill("", "12", "short");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
    expect(screen.getByText("Use at least 12 characters.")).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("says in German when a factor is wrong", async () => {
    renderForm(apiError(401, "invalid_credentials"), "de");
    fill("falsch passphrase", "123456", "ein neues langes Passwort");
    fireEvent.click(screen.getByRole("button", { name: "Passwort ändern" }));
    expect(await screen.findByText(/Passwort oder Code ist nicht korrekt/)).toBeInTheDocument();
  });
});
