import { describe, expect, it } from "vitest";
import { workerUser } from "./worker-user.mjs";

const names = { passwd: { 0: "root", 1000: "dev" }, group: { 0: "root", 1000: "devs" } };
const lookup = (database, id) => names[database][id] ?? null;
const ownedBy = (uid, gid) => () => ({ uid, gid });

describe("nginx's workers in the e2e run", () => {
  it("run as the build's owner when root starts nginx, never as nobody", () => {
    expect(workerUser("/checkout/build", { uid: 0, lookup, stat: ownedBy(1000, 1000) })).toEqual({
      user: "dev",
      group: "devs",
      uid: 1000,
      gid: 1000,
    });
    expect(workerUser("/root/checkout/build", { uid: 0, lookup, stat: ownedBy(0, 0) })).toEqual({
      user: "root",
      group: "root",
      uid: 0,
      gid: 0,
    });
  });

  it("run as root when the owner has no name nginx could use", () => {
    expect(workerUser("/checkout/build", { uid: 0, lookup, stat: ownedBy(4242, 4242) })).toEqual({
      user: "root",
      group: "root",
      uid: 0,
      gid: 0,
    });
  });

  it("need no user line when nginx is not started by root (it cannot switch users)", () => {
    expect(
      workerUser("/checkout/build", { uid: 1000, lookup, stat: ownedBy(1000, 1000) }),
    ).toBeNull();
  });

  it("finds real names on this machine", () => {
    const workers = workerUser(".", { uid: 0 });
    expect(workers?.user).toMatch(/^[\w.-]+$/);
    expect(workers?.user).not.toBe("nobody");
  });
});
