// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { deskLead, fakeDeskApi, leadDetail, session, STAFF } from "../desk-test-kit";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const TEMPLATES = {
  templates: ["en", "de", "ar"].map((locale) => ({
    id: "first-reply",
    locale,
    name: `First reply (${locale})`,
    subject: "s",
    body: "b",
    updatedAt: null,
    updatedBy: null,
  })),
};

const draft = (overrides: Record<string, unknown> = {}) => ({
  locale: "de",
  templateId: "first-reply",
  subject: "Ihre Anfrage an Vantreo Data & AI",
  body: "Guten Tag Ada Lovelace,\n\nvielen Dank.",
  signature: "Mit freundlichen Grüßen\nSam",
  inReplyTo: null,
  ...overrides,
});

const other = deskLead({
  id: "lead-0",
  leadType: "demo-request",
  receivedAt: "2026-02-01T10:00:00.000Z",
});

function api(seenReply: { body?: unknown }) {
  return fakeDeskApi({
    "GET /staff/session": { status: 200, body: session(["sales"]) },
    "GET /desk/staff": { status: 200, body: STAFF },
    "GET /desk/leads/lead-1": { status: 200, body: leadDetail() },
    "GET /desk/reply-templates": { status: 200, body: TEMPLATES },
    "GET /desk/leads/lead-1/reply-draft?locale=de": {
      status: 200,
      body: draft({ templateId: null, subject: "", body: "" }),
    },
    "GET /desk/leads/lead-1/reply-draft?locale=de&template=first-reply": {
      status: 200,
      body: draft(),
    },
    "POST /desk/leads/lead-1/replies": () => {
      seenReply.body = true;
      return { status: 201, body: { reply: {}, lead: deskLead({ version: 2 }) } };
    },
    "GET /desk/leads/lead-1/contact": {
      status: 200,
      body: {
        email: "ada@example.com",
        leads: [other, deskLead()],
        events: [
          {
            leadId: "lead-0",
            kind: "lead",
            at: other.receivedAt,
            label: "demo-request",
            actorEmail: null,
            details: {},
          },
        ],
      },
    },
    "POST /desk/leads/lead-0/merge": { status: 200, body: { lead: other, into: deskLead() } },
  });
}

describe("given a lead's page, replying", () => {
  it("fills the template in the lead's language, shows the signature and sends the edited text", async () => {
    const seenReply: { body?: unknown } = {};
    const { seen } = api(seenReply);
    renderStaffApp({ path: "/desk/leads/lead-1" });
    // The lead wrote from a German page: the reply starts in German.
    expect(await screen.findByLabelText("Language of the reply")).toHaveValue("de");
    fireEvent.change(await screen.findByLabelText("Template"), {
      target: { value: "first-reply" },
    });
    const use = screen.getByRole("button", { name: "Use template" });
    await waitFor(() => expect(use).toBeEnabled());
    fireEvent.click(use);
    expect(screen.getByLabelText("Subject")).toHaveValue("Ihre Anfrage an Vantreo Data & AI");
    expect(screen.getByText(/Mit freundlichen Grüßen/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Text"), {
      target: { value: "Guten Tag Ada Lovelace,\n\nvielen Dank, bis Dienstag." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(seenReply.body).toBe(true));
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      subject: "Ihre Anfrage an Vantreo Data & AI",
      body: "Guten Tag Ada Lovelace,\n\nvielen Dank, bis Dienstag.",
      locale: "de",
      templateId: "first-reply",
    });
    expect(await screen.findByText(/Reply sent\./)).toBeInTheDocument();
  });

  it("sends nothing without a subject and a text", async () => {
    const seenReply: { body?: unknown } = {};
    api(seenReply);
    renderStaffApp({ path: "/desk/leads/lead-1" });
    fireEvent.click(await screen.findByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write a subject and a text.")).toBeInTheDocument();
    expect(seenReply.body).toBeUndefined();
  });

  it("shows the contact's other lead and merges it into this one", async () => {
    const { seen } = api({});
    renderStaffApp({ path: "/desk/leads/lead-1" });
    expect(await screen.findByText("Leads from this email address: 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Merge into this lead" }));
    expect(await screen.findByText(/The duplicate was merged into this lead/)).toBeInTheDocument();
    expect(seen.find((r) => r.path === "/desk/leads/lead-0/merge")?.body).toEqual({
      into: "lead-1",
    });
  });
});
