// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInSite } from "../../api/api-test-kit";
import { privacyRequest } from "../privacy/privacy-fixtures";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { deskLead, session } from "../desk-test-kit";
import type { DeskLead } from "@vantreo/contracts/core";
import { SpamActionHost, SpamRowActions } from "./spam-actions";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

function renderActions(leadType: DeskLead["leadType"], locale: "en" | "de" = "en") {
  const onDone = vi.fn();
  const lead = deskLead({ id: "spam-1", leadType, spamReason: "honeypot" });
  renderInSite(
    <DeskQueryProvider>
      <SpamRowActions lead={lead} />
      <SpamActionHost session={session(["sales"])} onDone={onDone} />
    </DeskQueryProvider>,
    { locale, path: locale === "en" ? "/desk/spam" : `/${locale}/desk/spam` },
  );
  return onDone;
}

async function release(triggerName: RegExp, confirmName: string) {
  fireEvent.click(screen.getByRole("button", { name: triggerName }));
  const dialog = await screen.findByRole("dialog");
  const body = dialog.textContent ?? "";
  fireEvent.click(within(dialog).getByRole("button", { name: confirmName }));
  return body;
}

describe("releasing a spam-flagged lead", () => {
  it("says a lead goes to the inbox and the CRM", async () => {
    const { seen } = fakeApi("/v1/desk", {
      "POST /leads/spam-1/release": { status: 200, body: { lead: deskLead({ id: "spam-1" }) } },
    });
    const onDone = renderActions("contact");
    expect(await release(/^Release: /, "Release")).toContain("forwarded to the CRM");
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith("⁨Jana Müller⁩ was released to the inbox."),
    );
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /leads/spam-1/release",
    ]);
  });

  it("says a data-rights request goes to the privacy queue, not to the CRM, in the page's language", async () => {
    fakeApi("/v1/desk", {
      "POST /leads/spam-1/release": {
        status: 200,
        body: { request: privacyRequest({ id: "spam-1" }) },
      },
    });
    const onDone = renderActions("data-rights", "de");
    const body = await release(/^Freigeben: /, "Freigeben");
    expect(body).toContain("Diese Betroffenenanfrage freigeben?");
    expect(body).toContain("Warteschlange für Betroffenenanfragen");
    expect(body).not.toContain("Posteingang");
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        "Die Betroffenenanfrage von ⁨Jana Müller⁩ wurde freigegeben und liegt jetzt in der Warteschlange für Betroffenenanfragen.",
      ),
    );
  });
});

describe("the spam folder's one confirmation", () => {
  it("opens for the row whose button asked, naming that lead, and gives focus back to it", async () => {
    const onDone = vi.fn();
    const first = deskLead({ id: "spam-1", firstName: "Jana", lastName: "Müller" });
    const second = deskLead({ id: "spam-2", firstName: "Sam", lastName: "Spam" });
    renderInSite(
      <DeskQueryProvider>
        <SpamRowActions lead={first} />
        <SpamRowActions lead={second} />
        <SpamActionHost session={session(["sales"])} onDone={onDone} />
      </DeskQueryProvider>,
      { locale: "en", path: "/desk/spam" },
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const remove = screen.getByRole("button", { name: "Delete: Sam Spam" });
    expect(remove).toHaveAttribute("aria-haspopup", "dialog");
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Sam Spam");
    expect(dialog).not.toHaveTextContent("Jana Müller");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });
});
