import { describe, expect, expectTypeOf, it } from "vitest";
import type { DeskLead, LeadDetail } from "./core";
import {
  accessRequestListSchema,
  adminSessionSchema,
  dataroomAuditListSchema,
  dataroomDocumentSchema,
  issuedCodeSchema,
} from "./dataroom-responses";
import type * as wire from "./desk-wire";
import {
  alertConfigAnswerSchema,
  deskLeadSchema,
  leadDetailSchema,
  leadPageSchema,
  mailPageSchema,
  releaseAnswerSchema,
  replyDraftSchema,
  routingConfigAnswerSchema,
} from "./desk-responses";
import { LEAD_FIELDS, type DeskLeadWire } from "./lead-record-fields";
import {
  openedStaffLinkSchema,
  staffAccountListSchema,
  staffSessionSchema,
} from "./staff-responses";

const at = "2026-05-04T09:30:00.000Z";

/** A lead as the desk answers it, every declared wire field set. */
function lead(): DeskLead {
  return {
    id: "lead-1",
    receivedAt: at,
    status: "new",
    ownerId: null,
    leadType: "contact",
    source: "contact-page",
    locale: "de",
    firstName: "Jana",
    lastName: "Krüger",
    email: "jana@example.com",
    phone: "",
    company: "Nordwerk GmbH",
    message: "Bitte rufen Sie an.",
    pageUrl: "https://example.com/de/contact",
    spamReason: null,
    timestamp: at,
    metadata: { utm_source: "newsletter", score: 3, returning: true },
    version: 1,
    updatedAt: null,
    replyBy: at,
    firstContactAt: null,
    routingRuleId: null,
    estimatedValue: 25_000,
    mergedInto: null,
  };
}

describe("the lead on the wire, from the lead record's declaration", () => {
  it("has one key per field declared wire, and its type is the declaration's", () => {
    const declared = LEAD_FIELDS.filter((spec) => spec.wire).map((spec) => spec.name);
    expect(Object.keys(deskLeadSchema.shape)).toEqual(declared);
    expectTypeOf<DeskLead>().toEqualTypeOf<DeskLeadWire>();
    expect(deskLeadSchema.parse(lead())).toEqual(lead());
  });

  it("refuses an extra or a missing field, a wrong kind, an unknown status or a negative value", () => {
    const { estimatedValue: _dropped, ...missing } = lead();
    for (const bad of [
      { ...lead(), extra: 1 },
      missing,
      { ...lead(), receivedAt: 1_777_800_000_000 },
      { ...lead(), updatedAt: "yesterday" },
      { ...lead(), status: "maybe" },
      { ...lead(), source: "billboard" },
      { ...lead(), estimatedValue: -5 },
      { ...lead(), ownerId: undefined },
      { ...lead(), metadata: { nested: { no: true } } },
    ])
      expect(deskLeadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe("desk answers", () => {
  const counts = { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, archived: 0 };
  const detail: LeadDetail = {
    lead: lead(),
    metadata: {},
    attribution: { utm_source: "newsletter" },
    consent: {
      marketingConsent: false,
      consentedAt: null,
      textVersion: null,
      locale: "de",
      page: "/de/contact",
    },
    nextStatuses: ["contacted", "archived"],
    crm: [
      {
        id: 1,
        kind: "lead.created",
        state: "delivered",
        attempts: 1,
        lastError: null,
        createdAt: 1,
        deliveredAt: 2,
      },
    ],
    mail: [],
    history: [
      { event: "note", actorId: "s1", actorEmail: "a@example.com", details: { text: "hi" }, at },
    ],
    bookings: [],
    payments: [],
    integrationEvents: [],
  };

  it("reads a page, a detail, a release, a draft, the mail list, routing and alerts", () => {
    expect(
      leadPageSchema.parse({ items: [lead()], total: 1, page: 1, size: 25, counts }),
    ).toBeTruthy();
    expect(leadDetailSchema.parse(detail)).toEqual(detail);
    expect(releaseAnswerSchema.safeParse({ lead: lead() }).success).toBe(true);
    expect(
      replyDraftSchema.safeParse({
        locale: "ar",
        templateId: null,
        subject: "",
        body: "",
        signature: "—",
        inReplyTo: null,
      }).success,
    ).toBe(true);
    expect(
      mailPageSchema.safeParse({ transport: "smtp", items: [], total: 0, page: 1, size: 50 })
        .success,
    ).toBe(true);
    expect(routingConfigAnswerSchema.safeParse({ rules: [], fallbackOwnerId: null }).success).toBe(
      true,
    );
    expect(
      alertConfigAnswerSchema.safeParse({
        rules: [
          {
            id: "r",
            name: "Sales",
            channel: "slack",
            maskedUrl: "https://hooks.slack.com/…",
            leadTypes: ["contact"],
            locale: "en",
            enabled: true,
          },
        ],
      }).success,
    ).toBe(true);
  });

  it("refuses a page without a status count, a detail with a stray field, a bad delivery state", () => {
    const { archived: _archived, ...fewer } = counts;
    expect(
      leadPageSchema.safeParse({ items: [], total: 0, page: 1, size: 25, counts: fewer }).success,
    ).toBe(false);
    expect(leadDetailSchema.safeParse({ ...detail, secret: "x" }).success).toBe(false);
    expect(
      leadDetailSchema.safeParse({ ...detail, crm: [{ ...detail.crm[0], state: "lost" }] }).success,
    ).toBe(false);
    expect(releaseAnswerSchema.safeParse({ deleted: "lead-1" }).success).toBe(false);
    expect(
      alertConfigAnswerSchema.safeParse({
        rules: [
          {
            id: "r",
            name: "x",
            channel: "slack",
            url: "https://hooks.slack.com/services/secret",
            leadTypes: [],
            locale: "en",
            enabled: true,
          },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("staff answers", () => {
  const session = {
    csrfToken: "t0k3n",
    staff: { email: "owner@example.com", name: "Owner", roles: ["owner"] },
    expiresAt: at,
  };
  it("reads a session, the accounts and an opened link", () => {
    expect(staffSessionSchema.parse(session)).toEqual(session);
    expect(
      staffAccountListSchema.safeParse({
        accounts: [
          {
            id: "s1",
            email: "a@example.com",
            name: "A",
            roles: ["sales"],
            disabledAt: null,
            createdAt: 1,
            lastSignInAt: null,
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      openedStaffLinkSchema.safeParse({
        purpose: "invite",
        email: "a@example.com",
        name: "A",
        locale: "de",
        enrolmentUri: "otpauth://totp/x",
        minPasswordLength: 12,
      }).success,
    ).toBe(true);
  });

  it("refuses an unknown role, an account carrying its hash and a session without a token", () => {
    expect(
      staffSessionSchema.safeParse({ ...session, staff: { ...session.staff, roles: ["root"] } })
        .success,
    ).toBe(false);
    expect(staffSessionSchema.safeParse({ ...session, csrfToken: "" }).success).toBe(false);
    expect(
      staffAccountListSchema.safeParse({
        accounts: [
          {
            id: "s1",
            email: "a@example.com",
            name: "A",
            roles: [],
            disabledAt: null,
            createdAt: 1,
            lastSignInAt: null,
            passwordHash: "scrypt$…",
          },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("data-room answers", () => {
  const request = {
    id: "r1",
    name: "Ada",
    email: "ada@example.com",
    firm: "Fund",
    message: "",
    locale: "en",
    status: "approved",
    requestedAt: at,
    approvedAt: at,
    expiresAt: at,
    revokedAt: null,
  };
  it("reads the requests, a code, a document, the log and an admin session", () => {
    expect(accessRequestListSchema.safeParse({ requests: [request] }).success).toBe(true);
    expect(issuedCodeSchema.safeParse({ code: "ABCD-EFGH", expiresAt: at }).success).toBe(true);
    expect(
      dataroomDocumentSchema.safeParse({
        slug: "deck",
        title: "Deck",
        description: "",
        updatedAt: at,
        body: { sections: [{ heading: "A", paragraphs: ["b"] }] },
        watermark: `ada@example.com · ${at}`,
      }).success,
    ).toBe(true);
    expect(
      dataroomAuditListSchema.safeParse({
        entries: [{ at, email: null, slug: null, title: null, event: "view" }],
      }).success,
    ).toBe(true);
    expect(
      adminSessionSchema.safeParse({
        csrfToken: "t",
        username: "ir@example.com",
        staff: { email: "ir@example.com", name: "IR", roles: ["investor-relations"] },
        expiresAt: at,
      }).success,
    ).toBe(true);
  });

  it("refuses an unknown request state, a document without its watermark, an unknown log event", () => {
    expect(
      accessRequestListSchema.safeParse({ requests: [{ ...request, status: "maybe" }] }).success,
    ).toBe(false);
    expect(
      dataroomDocumentSchema.safeParse({
        slug: "d",
        title: "D",
        description: "",
        updatedAt: at,
        body: { sections: [] },
      }).success,
    ).toBe(false);
    expect(
      dataroomAuditListSchema.safeParse({
        entries: [{ at, email: null, slug: null, title: null, event: "hack" }],
      }).success,
    ).toBe(false);
  });

  it("types a new document by what its body schema accepts", () => {
    expectTypeOf<wire.DocumentInput>().toEqualTypeOf<{
      slug: string;
      title: string;
      description: string;
      sections: { heading: string; paragraphs: string[] }[];
    }>();
    expectTypeOf<wire.DocumentSection>().toEqualTypeOf<
      wire.DataroomDocument["body"]["sections"][number]
    >();
  });
});
