import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseAst, type Plugin, type Rolldown } from "vite";

/** The module the server entry imports the map from. */
export const ISLAND_CHUNKS_MODULE = "virtual:vantreo/island-chunks";
const RESOLVED = `\0${ISLAND_CHUNKS_MODULE}`;
/** The map's file, beside the client and server output (so it is never served). */
export const ISLAND_CHUNKS_FILE = "island-chunks.json";

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Every node under `node`, depth first. */
function* descendants(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* descendants(child);
    }
  }
}

function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "Identifier" && typeof node.name === "string") return node.name;
  return undefined;
}

/**
 * Island name → import specifier, from the registry's syntax tree: each property of the
 * exported `ISLANDS` object whose value calls `import("…")`.
 */
export function registryImports(code: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of descendants(parseAst(code) as unknown as Node)) {
    if (node.type !== "VariableDeclarator" || stringValue(node.id) !== "ISLANDS") continue;
    if (!isNode(node.init) || node.init.type !== "ObjectExpression") continue;
    for (const property of node.init.properties as Node[]) {
      const name = stringValue(property.key);
      const load = [...descendants(property)].find((inner) => inner.type === "ImportExpression");
      const specifier = load && stringValue(load.source);
      if (name && specifier) imports.set(name, specifier);
    }
  }
  return imports;
}

/**
 * The files a module needs, in load order: the chunk that holds it after every chunk that chunk
 * imports statically (depth first, each file once), as URLs under `base`.
 */
export function chunkFiles(bundle: Rolldown.OutputBundle, moduleId: string, base = "/"): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === "chunk",
  );
  const home = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!home) throw new Error(`no chunk holds ${moduleId}`);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === "chunk") visit(next);
    }
    files.push(`${base}${chunk.fileName}`);
  };
  visit(home);
  return files;
}

/**
 * Maps each island of the registry to its chunk files in the client build (generateBundle,
 * from the bundle's module graph), writes the map beside the client output and serves it to
 * the server build as `virtual:vantreo/island-chunks`, so the prerender renders each page's
 * modulepreloads itself. In development the map is empty: Vite serves modules unbundled.
 */
export function islandChunks({ registry }: { registry: string }): Plugin {
  let base = "/";
  let serve = false;
  return {
    name: "vantreo:island-chunks",
    configResolved(config) {
      base = config.base;
      serve = config.command === "serve";
    },
    resolveId(source) {
      return source === ISLAND_CHUNKS_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (serve) return "export default {};";
      const { root, build } = this.environment.config;
      const file = join(dirname(resolve(root, build.outDir)), ISLAND_CHUNKS_FILE);
      if (!existsSync(file)) this.error(`${file} is missing: the client build writes it first`);
      return `export default ${readFileSync(file, "utf8")};`;
    },
    async generateBundle(output, bundle) {
      if (this.environment.name !== "client") return;
      const { root, build } = this.environment.config;
      const outDir = resolve(root, output.dir ?? build.outDir);
      const code = this.getModuleInfo(registry)?.code;
      if (!code) this.error(`the island registry ${registry} is not in the client build`);
      const map: Record<string, string[]> = {};
      for (const [name, specifier] of registryImports(code)) {
        const resolved = await this.resolve(specifier, registry);
        if (!resolved) this.error(`island "${name}": cannot resolve ${specifier}`);
        map[name] = chunkFiles(bundle, resolved.id, base);
      }
      mkdirSync(dirname(outDir), { recursive: true });
      writeFileSync(join(dirname(outDir), ISLAND_CHUNKS_FILE), `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}
