import { beforeEach, describe, expect, it } from "vitest";
import { disableStaffAccount, resetStaffPassword, resetStaffTotp } from "../staff/staff-accounts";
import {
  adminLogin,
  adminPost,
  dataroomAdmin,
  dataroomApp,
  errorCode,
  getWith,
  testClock,
  type AdminAuth,
} from "../test-support/dataroom-kit";
import type { StaffStore } from "../staff/staff-store";
import type { StaffAccount } from "../staff/staff-types";
import { addStaff, signIn } from "../test-support/staff-kit";
import type { TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const BY = { actor: "owner@vantreo.com", ipHash: null, now: 0 };

describe.each(STORE_KINDS)("admin sessions are staff sessions on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let admin: AdminAuth;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
    admin = await adminLogin(app);
  });

  it("keeps a session across a restart", async () => {
    const restarted = dataroomApp(currentStore().store, clock.now);
    expect((await getWith(restarted, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(200);
  });

  const changes = {
    "the password is reset": (staff: StaffStore, account: StaffAccount) =>
      resetStaffPassword(staff, account, "Roswell-Road-2026-x", BY),
    "the second factor is reset": (staff: StaffStore, account: StaffAccount) =>
      resetStaffTotp(staff, account, BY, null),
    "the account is disabled": (staff: StaffStore, account: StaffAccount) =>
      disableStaffAccount(staff, account, BY),
  };
  it.each(Object.keys(changes))("ends every session once %s", async (change) => {
    const apply = changes[change as keyof typeof changes];
    await apply(currentStore().store.staff, await dataroomAdmin(app));
    const answer = await getWith(app, "/v1/dataroom/admin/session", admin.cookie);
    expect(answer.status).toBe(401);
    expect(await errorCode(answer)).toBe("no_session");
    expect(
      (await adminPost(app, admin, "/v1/dataroom/admin/documents", { slug: "x" })).status,
    ).toBe(401);
  });

  it("refuses a staff session without investor-relations or owner with 403 forbidden", async () => {
    for (const role of ["sales", "marketing", "privacy"] as const) {
      const account = await addStaff(
        currentStore().store,
        `${role}@vantreo.com`,
        [role],
        clock.now(),
      );
      const staff = await signIn(app, account, clock.now());
      const answer = await getWith(app, "/v1/dataroom/admin/requests", staff.cookie);
      expect(answer.status).toBe(403);
      expect(await errorCode(answer)).toBe("forbidden");
      expect(
        (await adminPost(app, staff, "/v1/dataroom/admin/documents", { slug: "x" })).status,
      ).toBe(403);
    }
  });

  it("lets an owner, who holds every role, into the admin console", async () => {
    const owner = await addStaff(currentStore().store, "owner@vantreo.com", ["owner"], clock.now());
    const staff = await signIn(app, owner, clock.now());
    expect((await getWith(app, "/v1/dataroom/admin/requests", staff.cookie)).status).toBe(200);
  });
});
