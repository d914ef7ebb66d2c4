import { describe, expect, it } from "vitest";
import { chunkName, clientCodeSplitting, readBrowserGraph } from "./client-chunks.mjs";

// A small browser graph as the bundler describes it: the entry imports React and the island
// registry, whose dynamic imports are the islands; a route module (never loaded by a page)
// imports a card through the UI kit's index and the contact form.
const REACT = "/repo/node_modules/.pnpm/react@19/node_modules/react/index.js";
const modules = {
  "/app/entry.client.tsx": { imports: [REACT, "/app/registry.ts"] },
  [REACT]: {},
  "/app/registry.ts": {
    dynamic: ["/app/header-actions.tsx", "/app/contact-form.tsx", "/app/trust.tsx"],
  },
  "/app/header-actions.tsx": {
    imports: ["/ui/index.js", "/app/i18n.ts"],
    code: 'import { ThemeToggle } from "@vantreo/ui"; import { t } from "./i18n"; export const H = [ThemeToggle, t];',
  },
  "/ui/index.js": {
    imports: ["/ui/theme-toggle.js", "/ui/card.js"],
    code: 'import { ThemeToggle } from "./theme-toggle.js"; import { Card } from "./card.js"; export { ThemeToggle, Card };',
  },
  "/ui/theme-toggle.js": {},
  "/ui/card.js": {},
  "/app/i18n.ts": {},
  "/app/contact-form.tsx": { imports: ["/app/lead-engine.ts", "/app/contact-only.ts"] },
  "/app/trust.tsx": { imports: ["/app/lead-engine.ts"] },
  "/app/lead-engine.ts": {},
  "/app/contact-only.ts": {},
  "/app/routes/contact.tsx?__react-router-build-client-route": {
    imports: ["/ui/index.js", "/app/contact-form.tsx", "/app/route-only.ts"],
    code: 'import { Card } from "@vantreo/ui"; export default Card;',
  },
  "/app/route-only.ts": {},
};

const context = (graph) => {
  const infos = new Map(
    Object.entries(graph).map(([id, m]) => [
      id,
      {
        id,
        code: m.code ?? "export default 1;",
        importedIds: m.imports ?? [],
        dynamicallyImportedIds: m.dynamic ?? [],
      },
    ]),
  );
  return { getModuleInfo: (id) => infos.get(id) ?? null };
};

const options = { entry: "/app/entry.client.tsx", shellIslands: ["/app/header-actions.tsx"] };

describe("given the browser graph of an entry, a shell island, two islands and a route module", () => {
  const graph = readBrowserGraph(context(modules), options);
  const name = (id) => chunkName(id, graph, options);

  it("puts React in the framework chunk and what the entry and the shell island import in the shell", () => {
    expect(name(REACT)).toBe("framework");
    expect(name("/app/registry.ts")).toBe("shell");
    expect(name("/app/i18n.ts")).toBe("shell");
  });

  it("leaves the entry and the shell island's own module as chunks of their own", () => {
    expect(name("/app/entry.client.tsx")).toBeNull();
    expect(name("/app/header-actions.tsx")).toBeNull();
  });

  it("follows a re-export-only index only to the files whose names the importer takes", () => {
    expect(name("/ui/theme-toggle.js")).toBe("shell");
    // Only the route module uses the card: no page loads it, so it stays out of the shell.
    expect(name("/ui/card.js")).toBeNull();
  });

  it("keeps what one island uses beside it, and gives what two islands share a chunk of its own", () => {
    expect(name("/app/contact-form.tsx")).toBe("contact-form");
    expect(name("/app/contact-only.ts")).toBe("contact-form");
    expect(name("/app/lead-engine.ts")).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(name("/app/lead-engine.ts")).not.toBe(name("/app/i18n.ts"));
  });

  it("does not count the route modules, which no page loads", () => {
    expect(name("/app/routes/contact.tsx?__react-router-build-client-route")).toBeNull();
    expect(name("/app/route-only.ts")).toBeNull();
  });

  it("fails the build when a shell island is no island of the entry (renamed or moved)", () => {
    const moved = { ...options, shellIslands: ["/app/shell/header-actions.tsx"] };
    expect(() => readBrowserGraph(context(modules), moved)).toThrow(
      /not an island of the browser entry: \/app\/shell\/header-actions\.tsx/,
    );
  });
});

describe("clientCodeSplitting", () => {
  const splitting = clientCodeSplitting(options);
  const nameIn = (debugName, id, ctx) =>
    splitting.groups.find((group) => group.debugName === debugName).name(id, ctx);

  it("forms the chunks every page loads first, then those of more islands before fewer", () => {
    const priorities = splitting.groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(splitting.groups.slice(0, 2).map((group) => group.debugName)).toEqual([
      "framework",
      "shell",
    ]);
    expect(splitting.groups.at(-1).debugName).toBe("island");
  });

  it("names each module in its own group only", () => {
    const ctx = context(modules);
    expect(nameIn("framework", REACT, ctx)).toBe("framework");
    expect(nameIn("shell", "/app/i18n.ts", ctx)).toBe("shell");
    expect(nameIn("island", "/app/i18n.ts", ctx)).toBeNull();
    expect(nameIn("shared by 2", "/app/lead-engine.ts", ctx)).toMatch(/^shared-/);
    expect(nameIn("island", "/app/contact-only.ts", ctx)).toBe("contact-form");
  });

  it("leaves the server build (no browser entry in its graph) to the bundler", () => {
    const server = context({ "/app/contact-form.tsx": { imports: ["/app/lead-engine.ts"] } });
    for (const group of splitting.groups) {
      expect(group.name("/app/contact-form.tsx", server)).toBeNull();
    }
  });
});
