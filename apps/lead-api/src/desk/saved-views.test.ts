import { savedViewListSchema, savedViewSchema, VIEWS_MAX } from "@vantreo/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import type { PurgeCutoffs } from "../store/personal-data/personal-data-statements";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { deskCall, deskFixture, type DeskFixture } from "./desk-test-kit";

describe.each(STORE_KINDS)("saved views on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      sam: ["sales"],
      mia: ["marketing"],
      pat: ["privacy"],
    });
  });

  /** The person's views, read with the contract's schema. */
  async function viewsOf(name: string) {
    const response = await deskCall(f.app, f.staff[name], "GET", "/views");
    expect(response.status).toBe(200);
    return savedViewListSchema.parse(await response.json()).views;
  }

  async function save(name: string, body: unknown) {
    f.clock.advance(1000);
    const response = await deskCall(f.app, f.staff[name], "POST", "/views", body);
    expect(response.status).toBe(201);
    return savedViewSchema.parse(await response.json());
  }

  it("saves, lists, renames and deletes a person's views, oldest first", async () => {
    const won = await save("sam", { name: " Won ", list: "inbox", search: "status=won" });
    expect(won).toMatchObject({ name: "Won", list: "inbox", search: "status=won" });
    const junk = await save("sam", { name: "All spam", list: "spam", search: "" });
    expect((await viewsOf("sam")).map((view) => view.name)).toEqual(["Won", "All spam"]);

    f.clock.advance(1000);
    const renamed = await deskCall(f.app, f.staff.sam, "PATCH", `/views/${won.id}`, {
      name: "Won deals",
    });
    expect(renamed.status).toBe(200);
    const view = savedViewSchema.parse(await renamed.json());
    expect(view).toMatchObject({ id: won.id, name: "Won deals", createdAt: won.createdAt });
    expect(view.updatedAt > won.updatedAt).toBe(true);

    const removed = await deskCall(f.app, f.staff.sam, "DELETE", `/views/${junk.id}`);
    expect(removed.status).toBe(204);
    expect((await viewsOf("sam")).map((one) => one.name)).toEqual(["Won deals"]);
  });

  it("replaces a view saved under a name in use in that list, and keeps the other list's", async () => {
    await save("sam", { name: "Mine", list: "inbox", search: "owner=a" });
    await save("sam", { name: "Mine", list: "spam", search: "" });
    const again = await save("sam", { name: "Mine", list: "inbox", search: "owner=b" });
    const views = await viewsOf("sam");
    expect(views.map((view) => [view.list, view.search])).toEqual([
      ["spam", ""],
      ["inbox", "owner=b"],
    ]);
    // Renaming onto a name in use replaces that view too.
    const other = await save("sam", { name: "Other", list: "inbox", search: "status=new" });
    const renamed = await deskCall(f.app, f.staff.sam, "PATCH", `/views/${other.id}`, {
      name: "Mine",
    });
    expect(renamed.status).toBe(200);
    const after = await viewsOf("sam");
    expect(after.map((view) => view.id)).not.toContain(again.id);
    expect(after.filter((view) => view.list === "inbox")).toMatchObject([
      { id: other.id, name: "Mine", search: "status=new" },
    ]);
  });

  it(`keeps ${VIEWS_MAX} views per list, dropping the oldest`, async () => {
    for (let n = 1; n <= VIEWS_MAX + 2; n += 1)
      await save("sam", { name: `View ${n}`, list: "inbox", search: `q=${n}` });
    const names = (await viewsOf("sam")).map((view) => view.name);
    expect(names).toHaveLength(VIEWS_MAX);
    expect(names[0]).toBe("View 3");
    expect(names.at(-1)).toBe(`View ${VIEWS_MAX + 2}`);
  });

  it("shows, renames and deletes only the person's own views", async () => {
    const hers = await save("mia", { name: "Campaign", list: "inbox", search: "source=ads" });
    expect(await viewsOf("sam")).toEqual([]);
    const rename = await deskCall(f.app, f.staff.sam, "PATCH", `/views/${hers.id}`, { name: "X" });
    expect(rename.status).toBe(404);
    const remove = await deskCall(f.app, f.staff.sam, "DELETE", `/views/${hers.id}`);
    expect(remove.status).toBe(404);
    expect(await viewsOf("mia")).toMatchObject([{ id: hers.id, name: "Campaign" }]);
  });

  it("refuses a bad view, people without the leads capability, and calls without CSRF", async () => {
    const bad = await deskCall(f.app, f.staff.sam, "POST", "/views", {
      name: "",
      list: "archive",
      search: "?x",
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_request");
    expect(Object.keys(body.error.fields).sort()).toEqual(["list", "name", "search"]);
    expect((await deskCall(f.app, f.staff.pat, "GET", "/views")).status).toBe(403);
    expect((await deskCall(f.app, undefined, "GET", "/views")).status).toBe(401);
    const noToken = await deskCall(f.app, { ...f.staff.sam!, csrf: "wrong" }, "POST", "/views", {
      name: "A",
      list: "inbox",
      search: "",
    });
    expect(noToken.status).toBe(403);
  });

  it("are purged with a disabled account a year on, and stay while it is active", async () => {
    await save("sam", { name: "Mine", list: "inbox", search: "" });
    await save("mia", { name: "Hers", list: "inbox", search: "" });
    const disabledAt = f.clock.now();
    const changed = await f.store.staff.changeAccount(
      f.staff.sam!.id,
      { disabledAt },
      {
        at: disabledAt,
        event: "account_disabled",
        actor: "owner@vantreo.com",
        subject: null,
        ipHash: null,
      },
    );
    expect(changed).toBe(true);
    const cutoffs = new Proxy({} as PurgeCutoffs, {
      get: (_, clock) => (clock === "dataroomRecords" ? disabledAt + 1 : 0),
    });
    const counts = await f.store.purge(cutoffs);
    expect(counts.staffViews).toBe(1);
    expect(await viewsOf("mia")).toMatchObject([{ name: "Hers" }]);
  });
});
