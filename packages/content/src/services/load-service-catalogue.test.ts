import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadServiceCatalogue } from "./load-service-catalogue";
import { ServiceCatalogueError } from "./service-catalogue-error";
import { serviceEntryFixture } from "./service-entry.fixture";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "service-catalogue-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ai = (n: number, slug: string, crossSellTo: string[]) =>
  serviceEntryFixture(n, { slug, crossSellTo });
const data = (n: number, slug: string, crossSellTo: string[]) => ({
  ...ai(n, slug, crossSellTo),
  category: "Data",
});

async function write(name: string, content: unknown): Promise<void> {
  await writeFile(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
}

/** Loads the directory, expecting it to fail, and returns the error. */
async function catalogueError(): Promise<ServiceCatalogueError> {
  const error = await loadServiceCatalogue(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceCatalogueError);
  return error as ServiceCatalogueError;
}

async function problemsOf(): Promise<string[]> {
  return (await catalogueError()).problems.map((p) => p.where);
}

describe("loadServiceCatalogue", () => {
  it("loads every category file in file-name order, keeping the order inside a file", async () => {
    await write("data.json", [data(3, "gamma", ["alpha", "beta"])]);
    await write("ai.json", [ai(1, "alpha", ["beta", "gamma"]), ai(2, "beta", ["alpha", "gamma"])]);
    await write("README.md", "# not a catalogue file");
    const entries = await loadServiceCatalogue(dir);
    expect(entries.map((e) => e.slug)).toEqual(["alpha", "beta", "gamma"]);
  });

  it("names the file and field of an invalid entry", async () => {
    const bad = { ...ai(2, "beta", ["alpha", "gamma"]), metaDescription: "too short" };
    await write("ai.json", [
      ai(1, "alpha", ["beta", "gamma"]),
      bad,
      ai(3, "gamma", ["alpha", "beta"]),
    ]);
    expect(await problemsOf()).toEqual([
      "ai.json[1].metaDescription",
      "ai.json[0].crossSells[0].url",
      "ai.json[2].crossSells[1].url",
    ]);
  });

  it("rejects a file that is not JSON or not an array", async () => {
    await write("ai.json", "[{ broken");
    await write("data.json", { slug: "alpha" });
    expect(await problemsOf()).toEqual(["ai.json", "data.json"]);
  });

  it("rejects an entry filed under another category", async () => {
    await write("ai.json", [
      ai(1, "alpha", ["beta", "gamma"]),
      ai(2, "beta", ["alpha", "gamma"]),
      data(3, "gamma", ["alpha", "beta"]),
    ]);
    expect(await problemsOf()).toEqual(["ai.json[2].category"]);
  });

  it("points catalogue-wide problems at the offending file and entry", async () => {
    await write("ai.json", [ai(1, "alpha", ["beta", "gamma"]), ai(2, "beta", ["alpha", "gamma"])]);
    await write("data.json", [data(3, "gamma", ["alpha", "delta"])]);
    const error = await catalogueError();
    expect(error.problems).toEqual([
      {
        where: "data.json[0].crossSells[1].url",
        message: "/services/delta is not a service of the catalogue",
      },
    ]);
    expect(error.message).toContain(
      "data.json[0].crossSells[1].url: /services/delta is not a service of the catalogue",
    );
  });
});
