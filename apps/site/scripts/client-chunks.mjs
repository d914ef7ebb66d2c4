// How the browser build splits its JavaScript: by what a page really loads. A page runs the
// browser entry and the islands it contains (app/islands/registry.ts, each a dynamic import);
// React Router also builds every route module for the browser, but with islands no page loads
// one. Left to itself the bundler splits the code shared between all those entries into one chunk
// per distinct set of importers, which gave every page 33–41 script files, most of 100–500 bytes.
// Here the route modules do not count, and the modules fall into:
//   framework  React and React DOM: on every page, and unchanged from one deploy to the next;
//   shell      what the entry imports, and what the public shell's islands share with an app's
//              first load (the staff app's island and what it loads right after hydration);
//   site-shell the rest of what the public shell's islands (header, newsletter, site runtime)
//              import: an app's page (the staff app's shell) renders none of them, so its first
//              load never needs it (a part of the app loaded later may);
//   <island>   what only one island (or one part loaded later, like the search dialog) uses;
//   shared-…   what several islands (or several later parts) use, one chunk per set of them.
// Only a page's first load splits an island's code: a module an island needs at hydration goes
// with the island's other such modules even when parts loaded later (after a sign-in or a click:
// the data room's consoles, the search dialog) use it too. Such a part may then load a few hundred
// bytes it does not need; the first load saves a request per set of later parts.
import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";
import { parseSync } from "vite";

const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** A module's ESM facts from Vite's parser (oxc): its imports and exports; null without code. */
function moduleFacts(info) {
  if (!info?.code) return null;
  const { program, module } = parseSync(info.id.replace(/\?.*$/, ""), info.code);
  const reexportOnly = program.body.every(
    (node) =>
      node.type === "ImportDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      (node.type === "ExportNamedDeclaration" && !node.declaration),
  );
  return { module, reexportOnly };
}

/**
 * The module id a barrel's request names among its imported ids: a relative request resolves to
 * a path; a package name (`@radix-ui/react-slot`) is the id inside that package's folder.
 */
function importedIdOf(target, request) {
  if (request.startsWith(".")) {
    const path = resolve(dirname(target.id), request);
    return target.importedIds.find((id) => id === path);
  }
  const matches = target.importedIds.filter((id) => id.includes(`/node_modules/${request}/`));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The modules a static import of `target` by `importer` really brings in. A re-export-only module
 * (a package's index, such as the UI kit's or `radix-ui`'s) lists every component as an import,
 * but the bundler keeps only the re-exports the importer names; so through such a module only the
 * files that export those names count: a re-export (`export { Card } from "./card.js"`,
 * `export * as Dialog from "…"`) or a namespace imported and exported (`import * as Slot from
 * "@radix-ui/react-slot"; export { Slot }`). Anything unclear (a namespace import of the barrel,
 * `export *`, a request no imported id matches) counts in full: at worst a module lands in a chunk
 * more pages load than need it, never in one they miss.
 */
function reachedThrough(importer, target, facts) {
  const barrel = facts(target.id);
  if (!barrel?.reexportOnly) return [target.id];
  const uses = facts(importer.id);
  if (!uses) return target.importedIds;
  const names = new Set();
  for (const entry of uses.module.staticImports.flatMap((item) => item.entries)) {
    if (entry.importName.kind !== "Name") return target.importedIds;
    names.add(entry.importName.name);
  }
  const namespaces = new Map();
  for (const item of barrel.module.staticImports)
    for (const entry of item.entries)
      if (entry.importName.kind === "NamespaceObject")
        namespaces.set(entry.localName.value, item.moduleRequest.value);
  const reached = new Set();
  for (const entry of barrel.module.staticExports.flatMap((item) => item.entries)) {
    if (entry.exportName.kind !== "Name") return target.importedIds;
    if (!names.has(entry.exportName.name)) continue;
    const named = entry.importName.kind === "Name" || entry.importName.kind === "All";
    const request = entry.moduleRequest
      ? named && entry.moduleRequest.value
      : namespaces.get(entry.localName.name);
    const id = request && importedIdOf(target, request);
    if (!id) return target.importedIds;
    reached.add(id);
  }
  return [...reached];
}

/**
 * Walks the graph forward from the entry. Every module reached through a dynamic import is a root
 * of its own: an island (a dynamic import in what the entry reaches: the registry) or a part
 * loaded later (a dynamic import inside an island); a route module is never reached, so it counts
 * for nothing. Returns, per module, the roots whose static imports reach it, the islands, the
 * modules that at least one every-page root (the entry, a shell island) reaches, and among those
 * the ones an app's page loads first too (`core`: what the entry or a root of `appFirstLoad`
 * reaches: an app island and the parts it loads right after hydration).
 */
export function readBrowserGraph(ctx, { entry, shellIslands, appFirstLoad = [] }) {
  const factsCache = new Map();
  const facts = (id) => {
    if (!factsCache.has(id)) factsCache.set(id, moduleFacts(ctx.getModuleInfo(id)));
    return factsCache.get(id);
  };
  const rootIds = [entry];
  const seenRoots = new Set(rootIds);
  const islands = new Set();
  const roots = new Map();
  for (let index = 0; index < rootIds.length; index += 1) {
    const root = rootIds[index];
    const stack = [root];
    const reached = new Set(stack);
    while (stack.length > 0) {
      const id = stack.pop();
      roots.set(id, [...(roots.get(id) ?? []), root]);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      // A re-export-only module's imports count through its importers (reachedThrough).
      const statics = facts(id)?.reexportOnly ? [] : info.importedIds;
      for (const imported of statics) {
        const target = ctx.getModuleInfo(imported);
        const through = target ? reachedThrough(info, target, facts) : [];
        for (const next of [imported, ...through]) {
          if (!reached.has(next)) {
            reached.add(next);
            stack.push(next);
          }
        }
      }
      for (const next of info.dynamicallyImportedIds) {
        if (!seenRoots.has(next)) {
          seenRoots.add(next);
          rootIds.push(next);
          if (root === entry) islands.add(next);
        }
      }
    }
  }
  // A renamed or moved shell island would silently split every page into more files: fail instead.
  const stray = [...shellIslands, ...appFirstLoad].filter((id) => !seenRoots.has(id));
  if (stray.length > 0) {
    throw new Error(`client chunks: not an island of the browser entry: ${stray.join(", ")}`);
  }
  const always = new Set([entry, ...shellIslands]);
  const everyPage = new Set();
  const core = new Set();
  for (const [id, list] of roots) {
    if (!list.some((root) => always.has(root))) continue;
    everyPage.add(id);
    if (list.some((root) => root === entry || appFirstLoad.includes(root))) core.add(id);
  }
  return { roots, islands, everyPage, core };
}

const baseName = (id) =>
  (id.split(/[\\/]/).pop() ?? id).replace(/\?.*$/, "").replace(/\.[cm]?[jt]sx?$/, "");

const hashOf = (list) => createHash("sha256").update(list.join("\n")).digest("hex").slice(0, 8);

/** Above this many roots, shared chunks are formed in one group (none comes near it today). */
const MOST_ROOTS = 64;
const SITE_SHELL_PRIORITY = 3 * MOST_ROOTS + 2;
const SHELL_PRIORITY = SITE_SHELL_PRIORITY + 1;
const FRAMEWORK_PRIORITY = SHELL_PRIORITY + 1;

/**
 * Where a module goes (its chunk's name) and the priority of the group that takes it; null leaves
 * it to the bundler: a module outside the browser graph, the entry itself, and each shell island's
 * own module, which stays a chunk of its own named after it (an island that hydrates late can
 * load late).
 *
 * A module some island needs at first load is placed by those islands alone, and by whether a
 * part loaded later needs it too: those go to a chunk of their own, so a later part never loads an
 * island's own code. A module only later parts use is placed by the set of them.
 *
 * A group takes the imports of the modules it captures along (unless a group of higher priority
 * took them first), and a module's imports are reached by at least the roots that reach it. So the
 * priorities go: every page's first (React before the rest), then the first-load chunks, those of
 * more islands before fewer and, for one set of islands, the chunk later parts share before the
 * islands' own; then the chunks of later parts alone, more roots before fewer. An import thus
 * lands in a group of higher priority or in its importer's chunk, and no two chunks import each
 * other.
 */
export function placement(id, graph, { entry, shellIslands }) {
  const roots = graph.roots.get(id);
  if (!roots || id === entry || shellIslands.includes(id)) return null;
  if (graph.everyPage.has(id)) {
    if (FRAMEWORK.test(id)) return { name: "framework", priority: FRAMEWORK_PRIORITY };
    return graph.core.has(id)
      ? { name: "shell", priority: SHELL_PRIORITY }
      : { name: "site-shell", priority: SITE_SHELL_PRIORITY };
  }
  const first = roots.filter((root) => graph.islands.has(root)).sort();
  if (first.length === 0) {
    const name = roots.length === 1 ? baseName(roots[0]) : `shared-${hashOf([...roots].sort())}`;
    return { name, priority: Math.min(roots.length, MOST_ROOTS) };
  }
  const later = first.length < roots.length;
  const priority = MOST_ROOTS + 2 * Math.min(first.length, MOST_ROOTS) + (later ? 1 : 0);
  if (later) return { name: `shared-${hashOf([...first, "and later parts"])}`, priority };
  return { name: first.length === 1 ? baseName(first[0]) : `shared-${hashOf(first)}`, priority };
}

/** The chunk a module belongs to ({@link placement}); null leaves it to the bundler. */
export function chunkName(id, graph, options) {
  return placement(id, graph, options)?.name ?? null;
}

/**
 * `build.rolldownOptions.output.codeSplitting` for the browser build: one group per priority of
 * {@link placement}, highest first, each naming only the modules placed at its priority. Outside
 * the browser build (the server bundle has no browser entry) every name is null and the bundler
 * splits as it always does.
 */
export function clientCodeSplitting(options) {
  const graphs = new WeakMap();
  const graphOf = (ctx) => {
    // getModuleInfo returns the same object throughout one chunking pass: a stable cache key.
    const entryInfo = ctx.getModuleInfo(options.entry);
    if (!entryInfo) return null;
    if (!graphs.has(entryInfo)) graphs.set(entryInfo, readBrowserGraph(ctx, options));
    return graphs.get(entryInfo);
  };
  const group = (debugName, priority, test) => ({
    debugName,
    priority,
    ...(test ? { test } : {}),
    name(id, ctx) {
      const graph = graphOf(ctx);
      const place = graph ? placement(id, graph, options) : null;
      return place?.priority === priority ? place.name : null;
    },
  });
  const groups = [
    group("framework", FRAMEWORK_PRIORITY, FRAMEWORK),
    group("shell", SHELL_PRIORITY),
    group("site-shell", SITE_SHELL_PRIORITY),
  ];
  for (let count = MOST_ROOTS; count >= 1; count -= 1) {
    const islands = count === 1 ? "1 island" : `${count} islands`;
    groups.push(group(`first load of ${islands}, also later`, MOST_ROOTS + 2 * count + 1));
    groups.push(group(`first load of ${islands}`, MOST_ROOTS + 2 * count));
  }
  for (let count = MOST_ROOTS; count >= 1; count -= 1) {
    groups.push(group(count === 1 ? "later part" : `later, shared by ${count}`, count));
  }
  return { groups };
}
