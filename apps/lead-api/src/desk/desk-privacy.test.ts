import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import {
  privacyEraseAnswerSchema,
  privacyExportAnswerSchema,
  privacyRequestAnswerSchema,
} from "@vantreo/contracts";
import type { ExportedMail } from "../mail/mail-file-export";
import { withMailFiles } from "../store/mail-file-store";
import { exportSubject } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  deskCall,
  deskFixture,
  deskGet,
  relayMailToFiles,
  relayMailToMemory,
  submitLead,
  verifyAllRequests,
  type DeskFixture,
} from "./desk-test-kit";

type Request = {
  id: string;
  email: string;
  status: string;
  requestType: string | null;
  receivedAt: string;
  due: { law: string | null; gdpr?: string; ccpa?: string };
};

describe.each(STORE_KINDS)("lead desk privacy queue on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const queue = async (query = "") =>
    (await deskGet<{ requests: Request[] }>(f.app, f.staff.privacy!, `/privacy/requests${query}`))
      .requests;
  const rights = (n: string, metadata: Record<string, unknown> = {}) =>
    submitLead(f, n, {
      leadType: "data-rights",
      metadata: { marketing_consent: false, request_type: "erasure", ...metadata },
    });

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { privacy: ["privacy"] });
  });

  it("lists the /data-rights requests with their legal deadlines", async () => {
    await rights("eu", { law: "gdpr" });
    await rights("ca", { region: "california" });
    await rights("unknown");
    const requests = await queue();
    expect(requests.map((request) => request.email)).toEqual([
      "visitor.eu@example.com",
      "visitor.ca@example.com",
      "visitor.unknown@example.com",
    ]);
    expect(requests[0]).toMatchObject({
      status: "open",
      requestType: "erasure",
      receivedAt: "2025-06-16T12:00:01.000Z",
      due: { law: "gdpr", gdpr: "2025-07-16T12:00:01.000Z" },
    });
    expect(requests[0]?.due.ccpa).toBeUndefined();
    expect(requests[1]?.due).toEqual({ law: "ccpa", ccpa: "2025-07-31T12:00:02.000Z" });
    expect(requests[2]?.due).toEqual({
      law: null,
      gdpr: "2025-07-16T12:00:03.000Z",
      ccpa: "2025-07-31T12:00:03.000Z",
      pdpl: "2025-07-16T12:00:03.000Z",
    });
  });

  it("marks a request done, audited, and filters by status", async () => {
    await rights("one");
    await rights("two");
    const [first] = await queue();
    const done = await deskCall(
      f.app,
      f.staff.privacy,
      "POST",
      `/privacy/requests/${first!.id}/done`,
    );
    expect(done.status).toBe(200);
    expect((await contractJson(privacyRequestAnswerSchema, done)).request).toMatchObject({
      id: first!.id,
      status: "done",
    });
    expect((await queue("?status=done")).map((request) => request.id)).toEqual([first!.id]);
    expect((await queue("?status=open")).map((request) => request.email)).toEqual([
      "visitor.two@example.com",
    ]);
    expect((await f.store.desk.history(first!.id)).map((entry) => entry.event)).toEqual([
      "privacy.done",
    ]);
    expect(
      (await deskCall(f.app, f.staff.privacy, "GET", "/privacy/requests?status=all")).status,
    ).toBe(400);
  });

  it("mails the person's data like the bearer API exports it, audited with the staff member", async () => {
    await submitLead(f, "person");
    const id = await rights("person");
    await verifyAllRequests(f);
    const [request] = await queue();
    const response = await deskCall(
      f.app,
      f.staff.privacy,
      "POST",
      `/privacy/requests/${request!.id}/export`,
    );
    expect(response.status).toBe(202);
    const [mail] = await relayMailToMemory(f.store, f.clock.now);
    const body = JSON.parse(String(mail?.attachments?.[0]?.content)) as Record<string, unknown[]>;
    const bearer = await exportSubject(f.app, "visitor.person@example.com");
    expect(body.leads).toEqual(bearer.leads);
    expect(body.dataRequests).toEqual(bearer.dataRequests);
    expect(body.leads).toHaveLength(1);
    const [audit] = await f.store.desk.history(id);
    expect(audit).toMatchObject({ event: "privacy.exported", actorEmail: "privacy@vantreo.com" });
  });

  it("exports the mails the relay wrote about the person, as the bearer API does", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-desk-mails-"));
    try {
      f = await deskFixture(withMailFiles(currentStore().store, dataDir), {
        privacy: ["privacy"],
      });
      await submitLead(f, "mailed", { message: "Please call me about the audit." });
      await rights("mailed");
      await submitLead(f, "other");
      await relayMailToFiles(f.store, dataDir, f.clock.now);
      const [request] = await queue();
      const override = { reason: "Identity checked by phone with the requester." };
      const path = `/privacy/requests/${request!.id}`;
      expect(
        (await deskCall(f.app, f.staff.privacy, "POST", `${path}/override`, override)).status,
      ).toBe(200);
      const response = await deskCall(f.app, f.staff.privacy, "POST", `${path}/export`);
      expect(response.status).toBe(202);
      expect(await contractJson(privacyExportAnswerSchema, response)).toMatchObject({
        mailed: true,
      });
      const [sent] = await relayMailToMemory(f.store, f.clock.now);
      const { mails } = JSON.parse(String(sent?.attachments?.[0]?.content)) as {
        mails: ExportedMail[];
      };
      const email = "visitor.mailed@example.com";
      // The contact lead's sales notification (Reply-To the person) and acknowledgement to them,
      // and the data-rights request's notification to privacy (Reply-To them) and their receipt.
      expect(mails.map((mail) => mail.kind).sort()).toEqual([
        "data-request-notification",
        "data-request-receipt",
        "lead-acknowledgement",
        "lead-notification",
      ]);
      for (const mail of mails) expect(`${mail.to} ${mail.replyTo}`).toContain(email);
      expect(mails.map((mail) => mail.text).join("\n")).toContain(
        "Please call me about the audit.",
      );
      expect(JSON.stringify(mails)).not.toContain("visitor.other@example.com");
      const bearer = (await exportSubject(f.app, email)) as unknown as { mails: ExportedMail[] };
      expect(mails).toEqual(bearer.mails);
      const audit = await f.store.desk.history(request!.id);
      expect(audit.at(-1)?.details).toMatchObject({ sections: { mails: 4 } });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("erases the person like the bearer API and keeps who did it", async () => {
    const leadId = await submitLead(f, "gone");
    await rights("gone");
    await rights("stays");
    await verifyAllRequests(f);
    const [request] = await queue();
    const response = await deskCall(
      f.app,
      f.staff.privacy,
      "POST",
      `/privacy/requests/${request!.id}/erase`,
    );
    expect(response.status).toBe(200);
    expect(await contractJson(privacyEraseAnswerSchema, response)).toMatchObject({
      success: true,
      erased: { leads: 1, dataRequests: 1 },
    });
    const left = await exportSubject(f.app, "visitor.gone@example.com");
    expect(left.leads).toEqual([]);
    expect(left.dataRequests).toEqual([]);
    expect(await f.store.desk.findLead(leadId)).toBeNull();
    expect((await queue()).map((entry) => entry.email)).toEqual(["visitor.stays@example.com"]);
    const audit = await f.store.desk.history(request!.id);
    expect(audit).toEqual([
      expect.objectContaining({ event: "privacy.erased", actorEmail: "privacy@vantreo.com" }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("visitor.gone");
    expect(
      (await deskCall(f.app, f.staff.privacy, "POST", "/privacy/requests/nope/erase")).status,
    ).toBe(404);
  });
});
