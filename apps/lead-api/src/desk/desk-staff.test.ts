import { beforeEach, describe, expect, it } from "vitest";
import { deskStaffSchema } from "@vantreo/contracts";
import { disableStaffAccount } from "../staff/staff-accounts";
import { errorCode } from "../test-support/dataroom-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { deskCall, deskFixture, deskGet, type DeskFixture } from "./desk-test-kit";

type StaffAnswer = { staff: { id: string; name: string }[]; you: string };

describe.each(STORE_KINDS)("the desk's staff list on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      zoe: ["sales"],
      mia: ["marketing"],
      olga: ["owner"],
      pia: ["privacy"],
      ira: ["investor-relations"],
      gone: ["sales"],
    });
    const gone = await f.store.staff.findAccount(f.staff.gone?.id ?? "");
    if (!gone) throw new Error("the disabled account was not created");
    await disableStaffAccount(f.store.staff, gone, {
      actor: "test",
      ipHash: null,
      now: f.clock.now(),
    });
  });

  it("lists the active staff who may own a lead by name, with the caller's id", async () => {
    const answer = await deskGet<StaffAnswer>(f.app, f.staff.zoe!, "/staff", deskStaffSchema);
    expect(answer.staff).toEqual([
      { id: f.staff.mia?.id, name: "mia" },
      { id: f.staff.olga?.id, name: "olga" },
      { id: f.staff.zoe?.id, name: "zoe" },
    ]);
    expect(answer.you).toBe(f.staff.zoe?.id);
    expect(JSON.stringify(answer)).not.toContain("@");
  });

  it("answers marketing and owners too, each with their own id", async () => {
    expect((await deskGet<StaffAnswer>(f.app, f.staff.mia!, "/staff", deskStaffSchema)).you).toBe(
      f.staff.mia?.id,
    );
    expect((await deskGet<StaffAnswer>(f.app, f.staff.olga!, "/staff", deskStaffSchema)).you).toBe(
      f.staff.olga?.id,
    );
  });

  it("refuses privacy and investor relations, and answers 401 without a session", async () => {
    for (const who of ["pia", "ira"]) {
      const response = await deskCall(f.app, f.staff[who], "GET", "/staff");
      expect(response.status, who).toBe(403);
      expect(await errorCode(response)).toBe("forbidden");
    }
    const anonymous = await deskCall(f.app, undefined, "GET", "/staff");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });
});
