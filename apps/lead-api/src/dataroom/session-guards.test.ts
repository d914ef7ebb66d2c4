import { scryptSync } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_USER,
  adminLogin,
  adminPost,
  dataroomApp,
  errorCode,
  getWith,
  testClock,
  type AdminAuth,
} from "../test-support/dataroom-kit";
import { createTestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

// Another password's hash in the configured format, computed with node:crypto.
const SALT = Buffer.from("another-test-salt");
const NEW_PASSWORD_HASH = `scrypt$32768$8$1$${SALT.toString("base64url")}$${scryptSync(
  "Roswell-Road-2026",
  SALT,
  32,
  { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
).toString("base64url")}`;

describe.each(STORE_KINDS)("admin sessions and the admin credentials on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let admin: AdminAuth;
  beforeEach(async () => {
    clock = testClock();
    admin = await adminLogin(dataroomApp(currentStore().store, clock.now));
  });

  it("keeps a session while the credentials stay the same (a restart included)", async () => {
    const restarted = dataroomApp(currentStore().store, clock.now);
    expect((await getWith(restarted, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(200);
  });

  it("ends every session once the password changes", async () => {
    const changed = dataroomApp(currentStore().store, clock.now, {
      LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH: NEW_PASSWORD_HASH,
    });
    const answer = await getWith(changed, "/v1/dataroom/admin/session", admin.cookie);
    expect(answer.status).toBe(401);
    expect(await errorCode(answer)).toBe("no_session");
    expect((await getWith(changed, "/v1/dataroom/admin/requests", admin.cookie)).status).toBe(401);
  });

  it("ends every session once the username changes", async () => {
    const renamed = dataroomApp(currentStore().store, clock.now, {
      LEAD_API_DATAROOM_ADMIN_USER: `${ADMIN_USER}-2`,
    });
    expect((await getWith(renamed, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(401);
  });

  it("ends every session once the credentials are removed", async () => {
    const removed = createTestApp(currentStore().store, { now: clock.now });
    expect((await getWith(removed, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(401);
    expect((await getWith(removed, "/v1/dataroom/admin/audit", admin.cookie)).status).toBe(401);
    expect(
      (await adminPost(removed, admin, "/v1/dataroom/admin/documents", { slug: "x" })).status,
    ).toBe(401);
  });
});
