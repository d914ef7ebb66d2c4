import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, routesOverBudget } from "./route-budgets.mjs";

// Random bytes do not compress: their brotli size is their size plus a few bytes.
const incompressible = (length) => randomBytes(length);

describe("given a build whose light page loads 2 KB of JS and whose heavy page 6 KB", () => {
  let client;
  beforeAll(async () => {
    client = `${await mkdtemp(join(tmpdir(), "budget-"))}/`;
    await mkdir(join(client, "assets"));
    await mkdir(join(client, "heavy"));
    await writeFile(join(client, "assets", "small-1.js"), incompressible(2048));
    await writeFile(join(client, "assets", "big-1.js"), incompressible(4096));
    await writeFile(join(client, "assets", "site-1.css"), "a{color:red}");
    const page = (scripts) =>
      `<html lang="en"><head><link rel="stylesheet" href="/assets/site-1.css"/>${scripts
        .map((src) => `<link rel="modulepreload" href="${src}"/>`)
        .join("")}</head><body></body></html>`;
    await writeFile(join(client, "index.html"), page(["/assets/small-1.js"]));
    await writeFile(
      join(client, "heavy", "index.html"),
      page(["/assets/small-1.js", "/assets/big-1.js"]),
    );
  });
  afterAll(() => rm(client, { recursive: true, force: true }));

  it("names only the route over a 4 KB JS budget, with its weight", async () => {
    const { over } = await routesOverBudget(client, { js: 4096, css: 1024 });
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/heavy: JS 6\.\d KB > 4\.0 KB$/);
  });

  it("passes every route under the issue's budgets: 100 KB JS, 25 KB CSS, 350 KB home transfer", async () => {
    expect(BUDGETS).toEqual({ js: 102_400, css: 25_600, homeTransfer: 358_400 });
    expect((await routesOverBudget(client)).over).toEqual([]);
  });
});
