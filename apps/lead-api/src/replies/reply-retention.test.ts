import { RETENTION_POLICY } from "@vantreo/leads";
import { beforeEach, describe, expect, it } from "vitest";
import {
  deskCall,
  deskFixture,
  signInAs,
  submitLead,
  type DeskFixture,
} from "../desk/desk-test-kit";
import { monthsBefore } from "../retention/retention-policy";
import { ADMIN_TOKEN, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const DAY = 86_400_000;

// The privacy policy keeps an inquiry 24 months after the last contact, and a reply from the
// desk is a contact (issue #34, "status changes and replies count").
describe.each(STORE_KINDS)("a reply from the desk and the inquiry's retention on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sam: ["sales"] });
  });

  const purge = async () => {
    const response = await postJson(
      f.app,
      "/admin/v1/retention/purge",
      {},
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { purged: Record<string, number> }).purged;
  };
  const exists = async (id: string) => (await f.store.desk.findLead(id)) !== null;

  it("restarts the 24-month clock when staff reply, and the lead goes 24 months after the reply", async () => {
    const quiet = await submitLead(f, "quiet");
    const answered = await submitLead(f, "answered");
    const receivedAt = f.clock.now();
    // A year later a salesperson replies to one of the two.
    f.clock.advance(365 * DAY);
    await signInAs(f, "sam", ["sales"]);
    const replied = await deskCall(f.app, f.staff.sam, "POST", `/leads/${answered}/replies`, {
      subject: "Your data platform",
      body: "Thank you for your message; may we call you next week?",
    });
    expect(replied.status).toBe(201);
    const repliedAt = f.clock.now();

    const advanceTo = (time: number) => f.clock.advance(time - f.clock.now());
    advanceTo(monthsBefore(receivedAt, -RETENTION_POLICY.inquiryMonths) + DAY);
    await purge();
    expect(await exists(quiet)).toBe(false);
    expect(await exists(answered)).toBe(true);

    advanceTo(monthsBefore(repliedAt, -RETENTION_POLICY.inquiryMonths) + DAY);
    expect(await purge()).toMatchObject({ leads: 1, leadReplies: 1 });
    expect(await exists(answered)).toBe(false);
  });
});
