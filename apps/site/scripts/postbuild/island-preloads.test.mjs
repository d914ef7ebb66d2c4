import { mkdtempSync, readFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  addIslandPreloads,
  chunkFiles,
  islandSources,
  manifestKey,
  removeRouteData,
  writeIslandPreloads,
} from "./island-preloads.mjs";

const registry = `export const ISLANDS = {
  "header-actions": () =>
    import("../components/shell/header-actions").then((module) => module.HeaderActions),
  "insight-list": () =>
    import("../components/article/collection-list").then((module) => module.InsightList),
};`;

const manifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    isEntry: true,
    imports: ["_react-1.js"],
  },
  "_react-1.js": { file: "assets/react-1.js", name: "react" },
  "_ui-1.js": { file: "assets/ui-1.js", name: "ui", imports: ["_react-1.js"] },
  "app/components/shell/header-actions.tsx": {
    file: "assets/header-actions-1.js",
    isDynamicEntry: true,
    imports: ["_ui-1.js", "app/entry.client.tsx"],
  },
  // Route modules import it too, so it is a shared chunk named after the file.
  "_collection-list-1.js": {
    file: "assets/collection-list-1.js",
    name: "collection-list",
    imports: ["_ui-1.js"],
  },
};

const page = (islands) =>
  `<html><head><link rel="modulepreload" href="/assets/react-1.js"/></head><body>${islands
    .map((name) => `<vantreo-island data-island="${name}" data-id-prefix="i0-"></vantreo-island>`)
    .join("")}<script type="module" src="/assets/entry.client-1.js"></script></body></html>`;

describe("islandSources", () => {
  it("reads each island's module from the registry, relative to the site", () => {
    const sources = islandSources(registry, "/site/app/islands/registry.ts", "/site");
    expect([...sources]).toEqual([
      ["header-actions", "app/components/shell/header-actions"],
      ["insight-list", "app/components/article/collection-list"],
    ]);
  });
});

describe("manifestKey and chunkFiles", () => {
  it("finds a module's own chunk, or the one shared chunk named after it", () => {
    expect(manifestKey(manifest, "app/components/shell/header-actions")).toBe(
      "app/components/shell/header-actions.tsx",
    );
    expect(manifestKey(manifest, "app/components/article/collection-list")).toBe(
      "_collection-list-1.js",
    );
    expect(manifestKey(manifest, "app/components/nowhere")).toBeUndefined();
  });

  it("lists a chunk after everything it imports, each once", () => {
    expect(chunkFiles(manifest, "app/components/shell/header-actions.tsx")).toEqual([
      "/assets/react-1.js",
      "/assets/ui-1.js",
      "/assets/entry.client-1.js",
      "/assets/header-actions-1.js",
    ]);
  });
});

describe("addIslandPreloads", () => {
  const sources = islandSources(registry, "/site/app/islands/registry.ts", "/site");

  it("preloads the page's islands before the entry script, without repeating a file", () => {
    const html = addIslandPreloads(page(["header-actions", "insight-list"]), manifest, sources);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([
      "/assets/react-1.js",
      "/assets/ui-1.js",
      "/assets/header-actions-1.js",
      "/assets/collection-list-1.js",
    ]);
    expect(html.indexOf("collection-list-1.js")).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
  });

  it("leaves a page without islands alone and refuses an island without a chunk", () => {
    const plain = "<html><body><p>static</p></body></html>";
    expect(addIslandPreloads(plain, manifest, sources)).toBe(plain);
    expect(() => addIslandPreloads(page(["no-such-island"]), manifest, sources)).toThrow(
      /no chunk/,
    );
  });
});

describe("writeIslandPreloads and removeRouteData", () => {
  it("rewrites every document (404 pages too), then removes the manifest and route data", async () => {
    const site = mkdtempSync(join(tmpdir(), "island-preloads-"));
    const client = join(site, "build", "client");
    mkdirSync(join(client, ".vite"), { recursive: true });
    mkdirSync(join(client, "de"), { recursive: true });
    mkdirSync(join(site, "app", "islands"), { recursive: true });
    writeFileSync(join(site, "app", "islands", "registry.ts"), registry);
    writeFileSync(join(client, ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(client, "index.html"), page(["header-actions"]));
    writeFileSync(join(client, "de", "404.html"), page(["insight-list"]));
    writeFileSync(join(client, "_root.data"), "[]");
    writeFileSync(join(client, "de.data"), "[]");

    expect(await writeIslandPreloads(`${client}/`, site)).toBe(2);
    expect(readFileSync(join(client, "index.html"), "utf8")).toContain("header-actions-1.js");
    expect(readFileSync(join(client, "de", "404.html"), "utf8")).toContain("collection-list-1.js");
    expect(existsSync(join(client, ".vite"))).toBe(false);

    expect(await removeRouteData(`${client}/`)).toBe(2);
    expect(existsSync(join(client, "_root.data"))).toBe(false);
  });
});
