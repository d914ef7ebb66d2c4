// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../api/api-test-kit";
import { privacyRequest } from "./privacy-fixtures";
import { PrivacyQueueTable, type PrivacyQueueTableProps } from "./privacy-queue-table";

afterEach(cleanup);

const NOW = Date.parse("2026-03-28T09:00:00.000Z");

function renderTable(
  props: Partial<PrivacyQueueTableProps> = {},
  locale: "en" | "de" | "ar" = "en",
) {
  const actions = {
    onExport: vi.fn(),
    onErase: vi.fn(),
    onDone: vi.fn(),
    onOverride: vi.fn(async () => true),
  };
  renderInSite(
    <PrivacyQueueTable
      requests={[privacyRequest()]}
      status="open"
      locale={locale}
      now={NOW}
      busyId={null}
      {...actions}
      {...props}
    />,
    { locale, path: locale === "en" ? "/desk/privacy" : `/${locale}/desk/privacy` },
  );
  return actions;
}

describe("the privacy queue's table", () => {
  it("shows who, what, when and both legal deadlines, with the urgency in words", () => {
    renderTable();
    const row = screen.getByRole("row", { name: /Layla Haddad/ });
    expect(within(row).getByText("layla.haddad@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(row).getByText("Deletion")).toBeInTheDocument();
    expect(within(row).getByText("Due within 7 days")).toBeInTheDocument();
    expect(within(row).getByText(/GDPR, one month/)).toBeInTheDocument();
    expect(within(row).getByText(/CCPA, 45 days/)).toBeInTheDocument();
  });

  it("says who overrode a missing verification and why, the address isolated on Arabic pages", () => {
    renderTable(
      {
        requests: [
          privacyRequest({
            verifiedAt: null,
            override: {
              reason: "Identity checked by phone.",
              by: "pia@vantreo.com",
              at: "2026-03-02T10:00:00.000Z",
            },
          }),
        ],
      },
      "ar",
    );
    const row = screen.getByRole("row", { name: /Layla Haddad/ });
    expect(within(row).getByText("تجاوز")).toBeInTheDocument();
    expect(within(row).getByText("pia@vantreo.com").tagName).toBe("BDI");
    expect(within(row).getByText("pia@vantreo.com")).toHaveAttribute("dir", "ltr");
    expect(within(row).getByText("Identity checked by phone.").tagName).toBe("BDI");
    expect(within(row).queryByRole("button", { name: "تجاوز…" })).toBeNull();
    expect(within(row).getByRole("button", { name: "إرسال التصدير" })).toBeEnabled();
  });

  it("says a request is overdue in words, not by colour alone", () => {
    renderTable({ now: Date.parse("2026-04-02T00:00:00.000Z") });
    expect(screen.getByText("Overdue")).toBeInTheDocument();
  });

  it("writes dates the German way on German pages", () => {
    renderTable({}, "de");
    expect(screen.getByText("01.03.2026")).toBeInTheDocument();
    expect(screen.getByText("Innerhalb von 7 Tagen fällig")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export senden" })).toBeInTheDocument();
  });

  it("asks before erasing, naming the person and saying it cannot be undone", async () => {
    const actions = renderTable();
    fireEvent.click(screen.getByRole("button", { name: "Erase…" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Layla Haddad");
    expect(dialog).toHaveTextContent("layla.haddad@example.com");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions.onErase).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Erase…" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Erase for good" }));
    expect(actions.onErase).toHaveBeenCalledWith(expect.objectContaining({ id: "req-1" }));
  });

  it("has one erase dialog for the list, opened for the row that asked, focus back on its button", async () => {
    const second = privacyRequest({
      id: "req-2",
      firstName: "Omar",
      lastName: "Farouk",
      email: "omar.farouk@example.com",
    });
    const actions = renderTable({ requests: [privacyRequest(), second] });
    // No row holds a dialog: the buttons say they open one.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const row = screen.getByRole("row", { name: /Omar Farouk/ });
    const erase = within(row).getByRole("button", { name: "Erase…" });
    expect(erase).toHaveAttribute("aria-haspopup", "dialog");
    erase.focus();
    fireEvent.click(erase);
    const dialog = await screen.findByRole("alertdialog");
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    expect(dialog).toHaveTextContent("omar.farouk@example.com");
    expect(dialog).not.toHaveTextContent("Layla Haddad");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(erase).toHaveFocus();
    expect(actions.onErase).not.toHaveBeenCalled();

    fireEvent.click(
      within(screen.getByRole("row", { name: /Layla Haddad/ })).getByRole("button", {
        name: "Erase…",
      }),
    );
    const first = await screen.findByRole("alertdialog");
    expect(first).toHaveTextContent("layla.haddad@example.com");
    fireEvent.click(within(first).getByRole("button", { name: "Erase for good" }));
    expect(actions.onErase).toHaveBeenCalledWith(expect.objectContaining({ id: "req-1" }));
  });

  it("offers export and mark answered, and no mark answered once answered", () => {
    const actions = renderTable();
    fireEvent.click(screen.getByRole("button", { name: "Send export" }));
    fireEvent.click(screen.getByRole("button", { name: "Mark answered" }));
    expect(actions.onExport).toHaveBeenCalledTimes(1);
    expect(actions.onDone).toHaveBeenCalledTimes(1);
    cleanup();
    renderTable({ requests: [privacyRequest({ status: "done" })], status: "done" });
    expect(screen.queryByRole("button", { name: "Mark answered" })).toBeNull();
    expect(screen.queryByText("Due within 7 days")).toBeNull();
  });

  it("says so when there is nothing to answer", () => {
    renderTable({ requests: [] });
    expect(screen.getByText(/No open requests/)).toBeInTheDocument();
  });

  it("isolates the person's Latin name and address on Arabic pages", () => {
    renderTable({}, "ar");
    expect(screen.getByText("Layla Haddad").tagName).toBe("BDI");
    expect(screen.getByText("layla.haddad@example.com")).toHaveAttribute("dir", "ltr");
  });
});
