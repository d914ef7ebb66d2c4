import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { CollectionKind } from "./collection-kind";
import { COLLECTION_SCHEMAS } from "./collection-schemas";
import type { CollectionDocument } from "./content-document";
import { ContentError, issuesFromZod, type ContentIssue } from "./content-error";
import { parseFrontMatter } from "./parse-front-matter";
import { publicFilePath } from "./public-file-path";
import { sortByDateDesc } from "./sort-by-date";

/** Options of {@link loadCollection}. */
export interface LoadCollectionOptions {
  /** The site's public folder; when given, each case study's `imageUrl` must exist in it. */
  publicDir?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Markdown documents of a collection folder; README files describe the folder and are not content. */
async function markdownFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.endsWith(".md") && !/^readme\.md$/i.test(e.name))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    // Learning ships empty (spec section 3: "none for learning"), so a missing folder is an empty collection.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function checkImage(
  file: string,
  data: Record<string, unknown>,
  publicDir: string,
): ContentIssue[] {
  const url = data.imageUrl;
  if (typeof url !== "string") return [];
  const path = publicFilePath(publicDir, url);
  return path && existsSync(path)
    ? []
    : [{ file, field: "imageUrl", message: `${url} is not in ${publicDir}` }];
}

/**
 * Loads every `<slug>.md` in `dir` as a document of collection `kind`: front matter validated by
 * the collection's zod schema, files without front matter skipped, newest first (spec sections 3
 * and 5). A missing or empty folder loads as an empty list.
 *
 * @throws {ContentError} listing every bad document with its path and field.
 */
export async function loadCollection<K extends CollectionKind>(
  dir: string,
  kind: K,
  options: LoadCollectionOptions = {},
): Promise<CollectionDocument<K>[]> {
  const schema = COLLECTION_SCHEMAS[kind];
  const documents: CollectionDocument<K>[] = [];
  const issues: ContentIssue[] = [];
  for (const name of await markdownFiles(dir)) {
    const file = join(dir, name);
    const slug = name.slice(0, -".md".length);
    let parsed: ReturnType<typeof parseFrontMatter>;
    try {
      parsed = parseFrontMatter(await readFile(file, "utf8"));
    } catch (error) {
      issues.push({
        file,
        field: "front matter",
        message: `unreadable YAML: ${(error as Error).message}`,
      });
      continue;
    }
    if (!parsed) continue;
    if (!SLUG.test(slug))
      issues.push({
        file,
        field: "slug",
        message: "the file name must be kebab-case (a-z, 0-9, -)",
      });
    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      issues.push(...issuesFromZod(file, result.error));
      continue;
    }
    if (options.publicDir) issues.push(...checkImage(file, parsed.data, options.publicDir));
    documents.push({ ...result.data, slug, file, body: parsed.body } as CollectionDocument<K>);
  }
  if (issues.length > 0) throw new ContentError(issues);
  return sortByDateDesc(documents);
}
