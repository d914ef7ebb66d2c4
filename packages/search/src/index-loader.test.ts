import { describe, expect, it, vi } from "vitest";
import { createIndexLoader } from "./index-loader";
import { buildSearchIndex } from "./search-index";
import { serializeIndex } from "./serialize-index";
import { document } from "./test-fixtures";

const published = serializeIndex(buildSearchIndex({ insights: [document({ slug: "a" })] }));

describe("createIndexLoader", () => {
  it("fetches the index on the first open only", async () => {
    const fetchIndex = vi.fn(async () => published);
    const load = createIndexLoader(fetchIndex);
    const first = await load();
    const second = await load();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.entries.map((entry) => entry.slug)).toEqual(["a"]);
  });

  it("shares one fetch between opens that overlap", async () => {
    const fetchIndex = vi.fn(async () => published);
    const load = createIndexLoader(fetchIndex);
    await Promise.all([load(), load()]);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it("fetches again on the next open after a failure", async () => {
    const fetchIndex = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(JSON.parse(published));
    const load = createIndexLoader(fetchIndex);
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toMatchObject({ version: 1 });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it("rejects a published file that is not an index", async () => {
    const load = createIndexLoader(async () => "{}");
    await expect(load()).rejects.toThrow("Invalid search index");
  });
});
