import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { DataroomStore } from "./store/dataroom-store";
import { DocumentInputSchema, type DocumentInput } from "./document-schema";

/** Reads and validates every `*.json` seed document in `dir`, in file-name order. */
export async function readSeedDocuments(dir: string): Promise<DocumentInput[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = DocumentInputSchema.safeParse(
        JSON.parse(await readFile(join(dir, file), "utf8")),
      );
      if (!parsed.success)
        throw new Error(`seed document ${file} is invalid: ${parsed.error.message}`);
      return parsed.data;
    }),
  );
}

/**
 * Loads the firm's starter documents when the data room holds none (README, "Investor data room", seed); returns
 * the slugs inserted (none when documents exist). They keep their file order in the catalog:
 * each is stamped a millisecond after the previous one.
 */
export async function seedDataroomDocuments(
  store: DataroomStore,
  dir: string,
  now: number,
): Promise<string[]> {
  if ((await store.listDocuments()).length > 0) return [];
  const documents = await readSeedDocuments(dir);
  return store.insertDocuments(
    documents.map(({ slug, title, description, sections }, index) => ({
      slug,
      title,
      description,
      body: { sections },
      createdAt: now + index,
      updatedAt: now + index,
    })),
  );
}
