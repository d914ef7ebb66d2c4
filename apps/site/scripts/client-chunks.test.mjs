import { describe, expect, it } from "vitest";
import { chunkName, clientCodeSplitting, placement, readBrowserGraph } from "./client-chunks.mjs";

// A small browser graph as the bundler describes it: the entry imports React and the island
// registry, whose dynamic imports are the islands; a route module (never loaded by a page)
// imports a card through the UI kit's index and the contact form. The trust island loads its
// console later (a dynamic import inside it), which uses the contact form's form kit; the shell
// island's search dialog, loaded later too, uses the API errors the form kit imports. The staff
// app's page renders no shell island: its island (its first load) shares the strings with the
// shell island; a page of the app loaded later shares the theme toggle.
const REACT = "/repo/node_modules/.pnpm/react@19/node_modules/react/index.js";
const modules = {
  "/app/entry.client.tsx": { imports: [REACT, "/app/registry.ts"] },
  [REACT]: {},
  "/app/registry.ts": {
    dynamic: [
      "/app/header-actions.tsx",
      "/app/contact-form.tsx",
      "/app/trust.tsx",
      "/app/staff-app.tsx",
    ],
  },
  "/app/header-actions.tsx": {
    imports: ["/ui/index.js", "/app/i18n.ts", "/app/header-only.ts"],
    dynamic: ["/app/search-dialog.tsx"],
    code: 'import { ThemeToggle } from "@vantreo/ui"; import { t } from "./i18n"; export const H = [ThemeToggle, t];',
  },
  "/ui/index.js": {
    imports: ["/ui/theme-toggle.js", "/ui/card.js"],
    code: 'import { ThemeToggle } from "./theme-toggle.js"; import { Card } from "./card.js"; export { ThemeToggle, Card };',
  },
  "/ui/theme-toggle.js": {},
  "/ui/card.js": {},
  "/app/i18n.ts": {},
  "/app/header-only.ts": {},
  "/app/staff-app.tsx": { imports: ["/app/i18n.ts"], dynamic: ["/app/staff-page.tsx"] },
  "/app/staff-page.tsx": { imports: ["/ui/theme-toggle.js", "/app/staff-only.ts"] },
  "/app/staff-only.ts": {},
  "/app/contact-form.tsx": {
    imports: ["/app/lead-engine.ts", "/app/contact-only.ts", "/app/form-kit.ts"],
  },
  "/app/trust.tsx": { imports: ["/app/lead-engine.ts"], dynamic: ["/app/trust-console.tsx"] },
  "/app/form-kit.ts": { imports: ["/app/api-error.ts"] },
  "/app/api-error.ts": {},
  "/app/trust-console.tsx": { imports: ["/app/form-kit.ts", "/app/console-only.ts"] },
  "/app/console-only.ts": {},
  "/app/search-dialog.tsx": { imports: ["/app/api-error.ts"] },
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

const options = {
  entry: "/app/entry.client.tsx",
  shellIslands: ["/app/header-actions.tsx"],
  appFirstLoad: ["/app/staff-app.tsx"],
};

describe("given the browser graph of an entry, a shell island, two islands, an app island and a route module", () => {
  const graph = readBrowserGraph(context(modules), options);
  const name = (id) => chunkName(id, graph, options);

  it("puts React in the framework chunk and what the entry and the shell island import in the shell", () => {
    expect(name(REACT)).toBe("framework");
    expect(name("/app/registry.ts")).toBe("shell");
    expect(name("/app/i18n.ts")).toBe("shell");
  });

  it("keeps what only the shell islands use first in the site shell, which an app's first load never loads", () => {
    expect(name("/app/header-only.ts")).toBe("site-shell");
    // Shared with the app's first load: in the shell every page loads.
    expect(name("/app/i18n.ts")).toBe("shell");
    // Shared only with a part of the app loaded later: that part loads the site shell then.
    expect(name("/ui/theme-toggle.js")).toBe("site-shell");
    // The app's own code stays with it.
    expect(name("/app/staff-app.tsx")).toBe("staff-app");
    expect(name("/app/staff-only.ts")).toBe("staff-page");
    expect([...graph.core].sort()).toEqual(
      ["/app/entry.client.tsx", REACT, "/app/i18n.ts", "/app/registry.ts"].sort(),
    );
  });

  it("leaves the entry and the shell island's own module as chunks of their own", () => {
    expect(name("/app/entry.client.tsx")).toBeNull();
    expect(name("/app/header-actions.tsx")).toBeNull();
  });

  it("follows a re-export-only index only to the files whose names the importer takes", () => {
    // The shell island takes the theme toggle (the public pages' part of the shell).
    expect(name("/ui/theme-toggle.js")).toBe("site-shell");
    // Only the route module uses the card: no page loads it, so it stays out of the shell.
    expect(name("/ui/card.js")).toBeNull();
  });

  it("keeps what one island uses beside it, and gives what two islands share a chunk of its own", () => {
    expect(name("/app/contact-form.tsx")).toBe("contact-form");
    expect(name("/app/contact-only.ts")).toBe("contact-form");
    expect(name("/app/lead-engine.ts")).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(name("/app/lead-engine.ts")).not.toBe(name("/app/i18n.ts"));
  });

  it("keeps what an island needs at first load in one chunk, whichever later parts use it too", () => {
    // Roots: the form kit {contact form, trust console}, the API errors {contact form, trust
    // console, search dialog}: by root set two chunks, but the contact form loads both at once.
    expect(name("/app/form-kit.ts")).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(name("/app/api-error.ts")).toBe(name("/app/form-kit.ts"));
    // The later parts import that chunk, never the island's own.
    expect(name("/app/form-kit.ts")).not.toBe(name("/app/contact-only.ts"));
    expect(name("/app/console-only.ts")).toBe("trust-console");
    expect(name("/app/search-dialog.tsx")).toBe("search-dialog");
    expect([...graph.islands].sort()).toEqual([
      "/app/contact-form.tsx",
      "/app/header-actions.tsx",
      "/app/staff-app.tsx",
      "/app/trust.tsx",
    ]);
  });

  it("gives every static import a group of higher priority or the importer's own chunk", () => {
    for (const [id, module] of Object.entries(modules)) {
      const from = placement(id, graph, options);
      if (!from) continue;
      for (const imported of module.imports ?? []) {
        const to = placement(imported, graph, options);
        if (!to) continue;
        if (to.priority === from.priority) expect(to.name).toBe(from.name);
        else expect(to.priority).toBeGreaterThan(from.priority);
      }
    }
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
    const app = { ...options, appFirstLoad: ["/app/desk/staff-app.tsx"] };
    expect(() => readBrowserGraph(context(modules), app)).toThrow(
      /not an island of the browser entry: \/app\/desk\/staff-app\.tsx/,
    );
  });
});

describe("given a package index that imports each primitive as a namespace and exports it (radix-ui)", () => {
  const RADIX = "/repo/node_modules/.pnpm/radix-ui@1/node_modules/radix-ui/dist/index.mjs";
  const SLOT = "/repo/node_modules/.pnpm/slot@1/node_modules/@radix-ui/react-slot/dist/index.mjs";
  const DIALOG =
    "/repo/node_modules/.pnpm/dialog@1/node_modules/@radix-ui/react-dialog/dist/index.mjs";
  const radix = {
    ...modules,
    "/app/staff-app.tsx": { imports: ["/app/i18n.ts", "/ui/button.js"] },
    "/ui/button.js": {
      imports: [RADIX],
      code: 'import { Slot } from "radix-ui"; export const Button = Slot;',
    },
    [RADIX]: {
      imports: [SLOT, DIALOG],
      code:
        'import * as Slot from "@radix-ui/react-slot"; import * as Dialog from "@radix-ui/react-dialog"; ' +
        "export { Dialog, Slot };",
    },
    [SLOT]: {},
    [DIALOG]: {},
    "/app/search-dialog.tsx": {
      imports: ["/app/api-error.ts", RADIX],
      code: 'import { Dialog } from "radix-ui"; export default Dialog;',
    },
  };
  const graph = readBrowserGraph(context(radix), options);
  const name = (id) => chunkName(id, graph, options);

  it("follows the index only to the primitives the importer names", () => {
    // The app's first load takes the slot, and it stays with the app.
    expect(name(SLOT)).toBe("staff-app");
    // Only the search dialog, loaded later, takes the dialog: not in the app's first load.
    expect(name(DIALOG)).toBe("search-dialog");
    expect(graph.core.has(DIALOG)).toBe(false);
  });
});

describe("clientCodeSplitting", () => {
  const splitting = clientCodeSplitting(options);
  const nameIn = (debugName, id, ctx) =>
    splitting.groups.find((group) => group.debugName === debugName).name(id, ctx);

  it("forms the chunks every page loads first, then those of more islands before fewer", () => {
    const priorities = splitting.groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(splitting.groups.slice(0, 3).map((group) => group.debugName)).toEqual([
      "framework",
      "shell",
      "site-shell",
    ]);
    expect(splitting.groups.at(-1).debugName).toBe("later part");
  });

  it("names each module in its own group only", () => {
    const ctx = context(modules);
    expect(nameIn("framework", REACT, ctx)).toBe("framework");
    expect(nameIn("shell", "/app/i18n.ts", ctx)).toBe("shell");
    expect(nameIn("site-shell", "/app/i18n.ts", ctx)).toBeNull();
    expect(nameIn("site-shell", "/app/header-only.ts", ctx)).toBe("site-shell");
    expect(nameIn("first load of 1 island", "/app/i18n.ts", ctx)).toBeNull();
    expect(nameIn("first load of 2 islands", "/app/lead-engine.ts", ctx)).toMatch(/^shared-/);
    expect(nameIn("first load of 1 island", "/app/contact-only.ts", ctx)).toBe("contact-form");
    expect(nameIn("first load of 1 island", "/app/api-error.ts", ctx)).toBeNull();
    expect(nameIn("first load of 1 island, also later", "/app/api-error.ts", ctx)).toMatch(
      /^shared-/,
    );
    expect(nameIn("later part", "/app/console-only.ts", ctx)).toBe("trust-console");
  });

  it("leaves the server build (no browser entry in its graph) to the bundler", () => {
    const server = context({ "/app/contact-form.tsx": { imports: ["/app/lead-engine.ts"] } });
    for (const group of splitting.groups) {
      expect(group.name("/app/contact-form.tsx", server)).toBeNull();
    }
  });
});
