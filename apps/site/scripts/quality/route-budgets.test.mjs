import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, isApplicationPage, routesOverBudget } from "./route-budgets.mjs";

// Random bytes do not compress: their brotli size is their size plus a few bytes.
const incompressible = (length) => randomBytes(length);

describe("given a build whose light page loads 2 KB of JS and whose heavy page and tool 6 KB", () => {
  let client;
  beforeAll(async () => {
    client = `${await mkdtemp(join(tmpdir(), "budget-"))}/`;
    await mkdir(join(client, "assets"));
    await mkdir(join(client, "heavy"));
    await mkdir(join(client, "tools", "ai-roi-calculator"), { recursive: true });
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
    await writeFile(
      join(client, "tools", "ai-roi-calculator", "index.html"),
      page(["/assets/small-1.js", "/assets/big-1.js"]),
    );
  });
  afterAll(() => rm(client, { recursive: true, force: true }));

  it("names only the content page over a 4 KB JS budget, a tool being allowed 8 KB", async () => {
    const { over } = await routesOverBudget(client, {
      js: 4096,
      toolJs: 8192,
      scripts: 2,
      css: 1024,
    });
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/heavy: JS 6\.\d KB > 4\.0 KB$/);
  });

  it("holds a tool page to the tools' own budget", async () => {
    const { over } = await routesOverBudget(client, {
      js: 8192,
      toolJs: 4096,
      scripts: 2,
      css: 1024,
    });
    expect(over).toEqual([
      expect.stringMatching(/^\/tools\/ai-roi-calculator: JS 6\.\d KB > 4\.0 KB$/),
    ]);
  });

  it("names a route that loads more script files than allowed, with its count", async () => {
    const { rows, over } = await routesOverBudget(client, {
      js: 8192,
      toolJs: 8192,
      scripts: 1,
      css: 1024,
    });
    expect(rows.find((row) => row.path === "/")?.scripts).toBe(1);
    expect(over).toEqual([
      "/heavy: 2 script files > 1",
      "/tools/ai-roi-calculator: 2 script files > 1",
    ]);
  });

  it("knows the tools, the data room and the desk in every locale, and nothing else, as applications", () => {
    for (const path of [
      "/tools/ai-roi-calculator",
      "/de/tools/data-maturity-assessment",
      "/trust-assessment",
      "/dataroom/access",
      "/ar/dataroom",
      "/de/desk/leads/__lead",
      "/desk",
    ])
      expect(isApplicationPage(path)).toBe(true);
    for (const path of [
      "/",
      "/tools",
      "/about",
      "/de/contact",
      "/insights/tools-for-ai",
      "/dataroomish",
      "/insights/desk-research",
    ])
      expect(isApplicationPage(path)).toBe(false);
  });

  it("passes every route under the budgets: 100 KB JS (110 KB on applications) in at most 15 files, 25 KB CSS, 350 KB home transfer", async () => {
    expect(BUDGETS).toEqual({
      js: 102_400,
      toolJs: 112_640,
      scripts: 15,
      css: 25_600,
      homeTransfer: 358_400,
    });
    expect((await routesOverBudget(client)).over).toEqual([]);
  });
});
