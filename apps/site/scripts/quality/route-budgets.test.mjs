import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, isToolPage, overBudget, routesOverBudget } from "./route-budgets.mjs";

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
    // A page whose stylesheet is in its <head>: 600 hex digits, 300 bytes of information.
    await mkdir(join(client, "styled"));
    await writeFile(
      join(client, "styled", "index.html"),
      `<html lang="en"><head><style>${incompressible(300).toString("hex")}</style></head></html>`,
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

  it("counts a stylesheet in the page's <head> as its CSS, brotli-compressed", async () => {
    const { rows, over } = await routesOverBudget(client, {
      js: 8192,
      toolJs: 8192,
      scripts: 2,
      css: 200,
    });
    const styled = rows.find((row) => row.path === "/styled");
    // Hex digits carry 4 bits each: brotli gets them to about half their length, not below.
    expect(styled?.css).toBeGreaterThan(290);
    expect(styled?.css).toBeLessThan(450);
    expect(rows.find((row) => row.path === "/")?.css).toBeLessThan(200);
    expect(over).toEqual([expect.stringMatching(/^\/styled: CSS 0\.\d KB > 0\.2 KB$/)]);
  });

  it("knows the three tools in every locale, and nothing else, as tool pages", () => {
    for (const path of [
      "/tools/ai-roi-calculator",
      "/de/tools/data-maturity-assessment",
      "/ar/tools/ai-roi-calculator",
      "/trust-assessment",
      "/de/trust-assessment",
    ])
      expect(isToolPage(path)).toBe(true);
    for (const path of [
      "/",
      "/tools",
      "/tools/new-tool",
      "/about",
      "/de/contact",
      "/insights/tools-for-ai",
      "/dataroom",
      "/dataroom/access",
      "/ar/dataroom/access",
      "/de/dataroom/admin",
      "/desk",
      "/de/desk/leads/__lead",
    ])
      expect(isToolPage(path)).toBe(false);
  });

  it("holds the data room and the desk to the content pages' 101 KB, the tools to 110 KB", () => {
    const row = (path, kb) => ({ path, js: kb * 1024, css: 0, scripts: 1 });
    expect(
      overBudget([
        row("/dataroom/access", 101.7),
        row("/ar/desk/staff", 101.1),
        row("/contact", 101),
        row("/tools/ai-roi-calculator", 109.9),
        row("/de/trust-assessment", 110.2),
      ]),
    ).toEqual([
      "/dataroom/access: JS 101.7 KB > 101.0 KB",
      "/ar/desk/staff: JS 101.1 KB > 101.0 KB",
      "/de/trust-assessment: JS 110.2 KB > 110.0 KB",
    ]);
  });

  it("passes every route under the budgets: 101 KB JS (110 KB on the tools) in at most 15 files, 25 KB CSS, 350 KB home transfer, 150 KB for the staff app", async () => {
    expect(BUDGETS).toEqual({
      js: 103_424,
      toolJs: 112_640,
      scripts: 15,
      css: 25_600,
      staffAppJs: 153_600,
      homeTransfer: 358_400,
    });
    expect((await routesOverBudget(client)).over).toEqual([]);
  });
});
