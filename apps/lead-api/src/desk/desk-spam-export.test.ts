import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import {
  deletedLeadSchema,
  leadDetailSchema,
  leadJsonExportSchema,
  leadPageSchema,
  releaseAnswerSchema,
} from "@vantreo/contracts";
import { errorCode } from "../test-support/dataroom-kit";
import { exportSubject } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { BULK_EXPORT_AUDIT_ID } from "./desk-actor";
import { deskCall, deskFixture, deskGet, submitLead, type DeskFixture } from "./desk-test-kit";

type Detail = {
  lead: { spamReason: string | null; version: number };
  crm: { kind: string; state: string }[];
  mail: { kind: string; state: string }[];
  history: { event: string; actorEmail: string }[];
};

const SPAM = { marketing_consent: false, website: "https://cheap-pills.example" };

describe.each(STORE_KINDS)("lead desk spam folder and export on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      sales: ["sales"],
      owner: ["owner"],
      privacy: ["privacy"],
    });
  });

  it("releases a flagged lead: genuine now, forwarded to the CRM and mailed, audited", async () => {
    const id = await submitLead(f, "caught", { metadata: SPAM });
    const before = await deskGet<Detail>(f.app, f.staff.sales!, `/leads/${id}`, leadDetailSchema);
    expect(before.lead.spamReason).toBe("honeypot");
    expect(before.crm).toEqual([]);
    expect(before.mail).toEqual([]);
    const released = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/release`);
    expect(released.status).toBe(200);
    expect(await contractJson(releaseAnswerSchema, released)).toMatchObject({ lead: { id } });
    const after = await deskGet<Detail>(f.app, f.staff.sales!, `/leads/${id}`, leadDetailSchema);
    expect(after.lead).toMatchObject({ spamReason: null, version: 2 });
    expect(after.crm).toEqual([
      expect.objectContaining({ kind: "lead.created", state: "pending" }),
    ]);
    expect(after.mail.map((row) => row.kind)).toContain("lead-notification");
    expect(after.history).toEqual([
      expect.objectContaining({ event: "lead.released", actorEmail: "sales@vantreo.com" }),
    ]);
    const again = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/release`);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("not_spam");
  });

  it("answers the release of a flagged /data-rights request with the request it became", async () => {
    const id = await submitLead(f, "rights", {
      leadType: "data-rights",
      metadata: { ...SPAM, request_type: "access", law: "gdpr" },
    });
    const released = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/release`);
    expect(released.status).toBe(200);
    const body = (await contractJson(releaseAnswerSchema, released)) as Record<string, unknown>;
    // Not the lead as it was: it left the leads for the privacy queue.
    expect(body.lead).toBeUndefined();
    expect(body.request).toMatchObject({
      id,
      status: "open",
      email: "visitor.rights@example.com",
      requestType: "access",
      due: { law: "gdpr" },
    });
    const queue = await deskGet<{ requests: { id: string }[] }>(
      f.app,
      f.staff.privacy!,
      "/privacy/requests",
    );
    expect(queue.requests.map((request) => request.id)).toEqual([id]);
    expect(await f.store.desk.findLead(id)).toBeNull();
  });

  it("deletes only a spam-flagged lead, with its rows, keeping the audit of the deletion", async () => {
    const genuine = await submitLead(f, "genuine");
    const refused = await deskCall(f.app, f.staff.sales, "DELETE", `/leads/${genuine}`);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("not_spam");
    expect(await f.store.desk.findLead(genuine)).not.toBeNull();

    const spam = await submitLead(f, "junk", { metadata: SPAM });
    await deskCall(f.app, f.staff.sales, "POST", `/leads/${spam}/notes`, { text: "Obvious bot." });
    const deleted = await deskCall(f.app, f.staff.sales, "DELETE", `/leads/${spam}`);
    expect(deleted.status).toBe(200);
    expect(await contractJson(deletedLeadSchema, deleted)).toEqual({ deleted: spam });
    expect(await f.store.desk.findLead(spam)).toBeNull();
    expect((await exportSubject(f.app, "visitor.junk@example.com")).leads).toEqual([]);
    const history = await f.store.desk.history(spam);
    expect(history.map((entry) => entry.event)).toEqual(["lead.deleted"]);
    expect(JSON.stringify(history)).not.toContain("Obvious bot");
    expect((await deskCall(f.app, f.staff.sales, "DELETE", `/leads/${spam}`)).status).toBe(404);
  });

  it("exports the filtered leads as formula-safe CSV with either separator, as an attachment", async () => {
    await submitLead(f, "formula", {
      firstName: '=HYPERLINK("http://evil.example","x")',
      company: "+SUM(A1:A9)",
      message: "@cmd; -2+3, all in one cell",
    });
    await submitLead(f, "other", { leadType: "assessment" });
    for (const separator of [",", ";"]) {
      const response = await deskCall(
        f.app,
        f.staff.sales,
        "GET",
        `/leads/export?format=csv&type=contact&separator=${encodeURIComponent(separator)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="leads-2025-06-16.csv"',
      );
      const lines = (await response.text()).split("\r\n");
      expect(lines).toHaveLength(3);
      expect(lines[0]?.startsWith(["id", "receivedAt", "status"].join(separator))).toBe(true);
      const row = lines[1] ?? "";
      expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
      expect(row).toContain(`"'+SUM(A1:A9)"`);
      expect(row).toContain(`"'@cmd; -2+3, all in one cell"`);
      expect(row).toContain(`${separator}visitor.formula@example.com${separator}`);
      // No cell of the row starts with a formula character.
      expect(row.split(separator).some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    }
  });

  it("exports JSON with the same filters and refuses an unknown format or separator", async () => {
    await submitLead(f, "json-a");
    await submitLead(f, "json-b", { metadata: SPAM });
    const response = await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=json");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="leads-2025-06-16.json"',
    );
    const leads = await contractJson(leadJsonExportSchema, response);
    expect(leads.map((lead) => lead.email)).toEqual(["visitor.json-a@example.com"]);
    const spam = await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=json&spam=true");
    expect(((await spam.json()) as { email: string }[]).map((lead) => lead.email)).toEqual([
      "visitor.json-b@example.com",
    ]);
    expect((await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=xlsx")).status).toBe(
      400,
    );
    expect(
      (await deskCall(f.app, f.staff.sales, "GET", "/leads/export?separator=%7C")).status,
    ).toBe(400);
  });

  it("audits every bulk export: who, the filter, the format and the row count (T3-I1)", async () => {
    await submitLead(f, "audit-a");
    await submitLead(f, "audit-b", { leadType: "assessment", company: "Peachtree Freight" });
    const csv = await deskCall(
      f.app,
      f.staff.sales,
      "GET",
      "/leads/export?format=csv&type=contact&separator=%3B",
    );
    expect(csv.status).toBe(200);
    const json = await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=json");
    expect(json.status).toBe(200);
    // A refused export exports nothing and is not audited.
    expect((await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=xlsx")).status).toBe(
      400,
    );
    const audit = await currentStore().store.desk.history(BULK_EXPORT_AUDIT_ID);
    expect(audit).toEqual([
      expect.objectContaining({
        event: "leads.exported",
        actorEmail: "sales@vantreo.com",
        details: {
          filter: { spam: false, type: "contact" },
          format: "csv",
          separator: ";",
          rows: 1,
        },
      }),
      expect.objectContaining({
        event: "leads.exported",
        actorEmail: "sales@vantreo.com",
        details: { filter: { spam: false }, format: "json", rows: 2 },
      }),
    ]);
    // No lead's history shows the export.
    const [first] = (
      await deskGet<{ items: { id: string }[] }>(f.app, f.staff.sales!, "/leads", leadPageSchema)
    ).items;
    const detail = await deskGet<Detail>(
      f.app,
      f.staff.sales!,
      `/leads/${first?.id ?? ""}`,
      leadDetailSchema,
    );
    expect(detail.history).toEqual([]);
  });

  it("exports and erases the audit of an export that searched for the person's e-mail", async () => {
    await submitLead(f, "searched");
    const q = encodeURIComponent("Visitor.Searched@example.com");
    expect((await deskCall(f.app, f.staff.sales, "GET", `/leads/export?q=${q}`)).status).toBe(200);
    expect((await deskCall(f.app, f.staff.sales, "GET", "/leads/export")).status).toBe(200);
    const subject = (await exportSubject(f.app, "visitor.searched@example.com")) as unknown as {
      deskAudit: unknown[];
    };
    expect(subject.deskAudit).toEqual([
      expect.objectContaining({ event: "leads.exported", leadId: BULK_EXPORT_AUDIT_ID }),
    ]);
    await currentStore().store.eraseSubject("visitor.searched@example.com", f.clock.now());
    const left = await currentStore().store.desk.history(BULK_EXPORT_AUDIT_ID);
    expect(left.map((entry) => entry.details)).toEqual([
      { filter: { spam: false }, format: "csv", separator: ",", rows: 1 },
    ]);
  });
});
