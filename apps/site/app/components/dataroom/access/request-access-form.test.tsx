// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen, waitFor, configure } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeDataroomApi, renderInRoom } from "../dataroom-test-kit";
import { RequestAccessForm } from "./request-access-form";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("given the request-access form", () => {
  it("when sent empty, marks each field invalid, describes it and announces a summary", async () => {
    const { seen } = fakeDataroomApi({});
    renderInRoom(<RequestAccessForm headingId="h" />, { path: "/dataroom/access" });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Some details are missing or not valid.");
    // Focus moves to the summary once it is shown (queued after the render that shows it).
    await waitFor(() => expect(alert).toHaveFocus());
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your full name.");
    expect(screen.getByLabelText(/Work email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Firm/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("link", { name: "Enter the name of your firm." })).toHaveAttribute(
      "href",
      "#dataroom-request-firm",
    );
    expect(seen).toEqual([]);
  });

  it("when the API refuses a field, shows its message in German and keeps everything typed", async () => {
    const { seen } = fakeDataroomApi({
      "POST /requests": apiError(400, "invalid_request", { fields: { firm: "too_short" } }),
    });
    renderInRoom(<RequestAccessForm headingId="h" />, {
      locale: "de",
      path: "/de/dataroom/access",
    });
    type(/Vollständiger Name/, "Dana Whitfield");
    type(/Geschäftliche E-Mail-Adresse/, "dana@fund.example");
    type(/Unternehmen/, "PC");
    type(/Nachricht/, "Series B diligence");
    fireEvent.click(screen.getByRole("button", { name: "Anfrage senden" }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Unternehmen/)).toHaveAccessibleDescription(
        "Der Name Ihres Unternehmens muss mindestens 2 Zeichen lang sein.",
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Einige Angaben fehlen oder sind ungültig.",
    );
    expect(screen.getByLabelText(/Vollständiger Name/)).toHaveValue("Dana Whitfield");
    expect(screen.getByLabelText(/Nachricht/)).toHaveValue("Series B diligence");
    expect(seen[0]?.body).toEqual({
      name: "Dana Whitfield",
      email: "dana@fund.example",
      firm: "PC",
      message: "Series B diligence",
      locale: "de",
    });
  });

  it("when the request is sent, tells the visitor to check their mailbox and clears the form", async () => {
    fakeDataroomApi({ "POST /requests": { status: 202, body: { status: "check-mailbox" } } });
    renderInRoom(<RequestAccessForm headingId="h" />, { path: "/dataroom/access" });
    type(/Full name/, "Dana Whitfield");
    type(/Work email/, "dana@fund.example");
    type(/Firm/, "Peachtree Capital");
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    const confirmation = await screen.findByText(/Please check your mailbox/);
    expect(confirmation).toHaveAttribute("role", "status");
    await waitFor(() => expect(confirmation).toHaveFocus());
    await act(async () => {});
    expect(screen.getByLabelText(/Full name/)).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
