// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInSite } from "../../api/api-test-kit";
import { privacyRequest } from "../privacy/privacy-fixtures";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { deskLead, session } from "../desk-test-kit";
import type { DeskLead } from "@vantreo/contracts/core";
import { useState } from "react";
import { SpamActionDialog, SpamRowActions, type SpamAsk } from "./spam-actions";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

/** A row's buttons and the folder's one confirmation, as the spam folder wires them. */
function SpamRow({ lead, onDone }: { lead: DeskLead; onDone(message: string): void }) {
  const [ask, setAsk] = useState<SpamAsk | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SpamRowActions
        lead={lead}
        onAsk={(next) => {
          setAsk(next);
          setOpen(true);
        }}
      />
      {ask ? (
        <SpamActionDialog
          ask={ask}
          open={open}
          onOpenChange={setOpen}
          session={session(["sales"])}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}

function renderActions(leadType: DeskLead["leadType"], locale: "en" | "de" = "en") {
  const onDone = vi.fn();
  const lead = deskLead({ id: "spam-1", leadType, spamReason: "honeypot" });
  renderInSite(
    <DeskQueryProvider>
      <SpamRow lead={lead} onDone={onDone} />
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
