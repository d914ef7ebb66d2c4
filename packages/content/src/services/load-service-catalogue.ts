import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { checkServiceCatalogue } from "./check-service-catalogue";
import { categoryFileName } from "./service-categories";
import { ServiceCatalogueError, type ServiceCatalogueProblem } from "./service-catalogue-error";
import { ServiceEntrySchema, type ServiceEntry } from "./service-entry-schema";

function pathText(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

/**
 * Reads every `*.json` file of `dir` (each an array of entries, one file per category, e.g.
 * `apps/site/content/services/ai.json`), validates each entry with {@link ServiceEntrySchema},
 * checks that each entry sits in its category's file, then checks the catalogue-wide rules of
 * `checkServiceCatalogue`. Files are read in name order and entries keep their order in a file.
 *
 * @throws {ServiceCatalogueError} listing every problem when anything is invalid.
 */
export async function loadServiceCatalogue(dir: string): Promise<ServiceEntry[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  const problems: ServiceCatalogueProblem[] = [];
  const entries: ServiceEntry[] = [];
  const locations: string[] = [];

  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(dir, file), "utf8"));
    } catch (error) {
      problems.push({ where: file, message: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push({ where: file, message: "must hold an array of service entries" });
      continue;
    }
    data.forEach((raw: unknown, index) => {
      const parsed = ServiceEntrySchema.safeParse(raw);
      const at = `${file}[${index}]`;
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({ where: `${at}${pathText(issue.path)}`, message: issue.message });
        return;
      }
      if (categoryFileName(parsed.data.category) !== file) {
        problems.push({
          where: `${at}.category`,
          message: `${parsed.data.category} entries belong in ${categoryFileName(parsed.data.category)}`,
        });
      }
      entries.push(parsed.data);
      locations.push(at);
    });
  }

  for (const issue of checkServiceCatalogue(entries)) {
    problems.push({
      where: `${locations[issue.index] ?? issue.slug}${pathText(issue.path)}`,
      message: issue.message,
    });
  }
  if (problems.length > 0) throw new ServiceCatalogueError(problems);
  return entries;
}
