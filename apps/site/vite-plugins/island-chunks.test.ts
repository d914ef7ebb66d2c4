import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { ISLAND_CHUNKS_FILE, islandChunks, registryImports } from "./island-chunks.ts";

/** A tiny site: an entry, a registry of three islands, modules they share. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), "island-chunks-"));
  const files: Record<string, string> = {
    "app/entry.ts": `import { ISLANDS } from "./registry";\nimport { shared } from "./shared";\nfor (const load of Object.values(ISLANDS)) void load().then((c) => console.log(c, shared));`,
    "app/registry.ts": `export const ISLANDS = {\n  "first-island": () => import("./islands/first").then((m) => m.First),\n  second: () =>\n    import("./islands/second").then((module) => module.Second),\n  "third-island": () => import("./islands/third").then((m) => m.Third),\n};\nexport const NOT_ISLANDS = { other: () => import("./islands/other") };`,
    "app/shared.ts": `export const shared = "shared" + Math.random();`,
    "app/ui.ts": `export const ui = (text: string) => "ui:" + text + Math.random();`,
    "app/islands/first.ts": `import { ui } from "../ui";\nexport const First = () => ui("first");`,
    "app/islands/second.ts": `import { ui } from "../ui";\nimport { shared } from "../shared";\nexport const Second = () => ui("second") + shared;`,
    "app/islands/third.ts": `export { First as Third } from "./first";`,
    "app/islands/other.ts": `export const other = 1;`,
    "app/server.ts": `import chunks from "virtual:vantreo/island-chunks";\nexport default chunks;`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, registry: join(root, "app/registry.ts") };
}

describe("registryImports", () => {
  it("reads each island's name and module from the registry's syntax tree", () => {
    const code = readFileSync(fixture().registry, "utf8");
    expect([...registryImports(code)]).toEqual([
      ["first-island", "./islands/first"],
      ["second", "./islands/second"],
      ["third-island", "./islands/third"],
    ]);
  });
});

describe("islandChunks, in a real Vite build", () => {
  it("maps every island to its chunk after the chunks it imports, and serves the map to the server build", async () => {
    const { root, registry } = fixture();
    const plugin = () => islandChunks({ registry });
    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins: [plugin()],
      build: { outDir: "build/client", rolldownOptions: { input: join(root, "app/entry.ts") } },
    });
    const map = JSON.parse(readFileSync(join(root, "build", ISLAND_CHUNKS_FILE), "utf8")) as Record<
      string,
      string[]
    >;
    expect(Object.keys(map)).toEqual(["first-island", "second", "third-island"]);
    const assets = (files: string[]) => files.every((file) => /^\/assets\/[^/]+\.js$/.test(file));
    for (const files of Object.values(map)) expect(assets(files)).toBe(true);
    // Each island's own module is in its last file, after the ui module it imports.
    const text = (file: string) => readFileSync(join(root, "build/client", file), "utf8");
    const last = (name: string) => text(map[name]!.at(-1)!);
    expect(last("first-island")).toContain("first");
    expect(last("second")).toContain("second");
    // A re-exported island loads the chunk of the module it re-exports first.
    expect(map["third-island"]).toEqual([
      ...map["first-island"]!,
      expect.stringContaining("third"),
    ]);
    for (const name of ["first-island", "second"]) {
      const files = map[name]!;
      const uiAt = files.findIndex((file) => text(file).includes("ui:"));
      expect(uiAt).toBeGreaterThanOrEqual(0);
      expect(uiAt).toBeLessThan(files.length - 1);
      expect(new Set(files).size).toBe(files.length);
    }

    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins: [plugin()],
      build: { outDir: "build/server", ssr: join(root, "app/server.ts") },
    });
    const server = (await import(pathToFileURL(join(root, "build/server/server.mjs")).href)) as {
      default: unknown;
    };
    expect(server.default).toEqual(map);
  });

  it("fails the server build when the client build has not written the map", async () => {
    const { root, registry } = fixture();
    await expect(
      build({
        root,
        logLevel: "silent",
        configFile: false,
        plugins: [islandChunks({ registry })],
        build: { outDir: "build/server", ssr: join(root, "app/server.ts") },
      }),
    ).rejects.toThrow(/island-chunks.json is missing/);
  });
});
