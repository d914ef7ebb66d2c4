import { readFileSync } from "node:fs";
import { FIRM } from "./index";
import { FirmFactsSchema, type FirmFacts } from "./schema";

/**
 * The facts a Node process runs with: the JSON file `VANTREO_FIRM_FACTS` names (a deployment's
 * own, in the format of `firm.json`), else the bundled `firm.json`. Throws a readable error when
 * the file cannot be read or is not valid facts.
 */
export function loadFirmFacts(env: NodeJS.ProcessEnv = process.env): FirmFacts {
  const path = env.VANTREO_FIRM_FACTS?.trim();
  if (!path) return FirmFactsSchema.parse(FIRM);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`VANTREO_FIRM_FACTS: cannot read ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = FirmFactsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `VANTREO_FIRM_FACTS: ${path} is not valid firm facts:\n${parsed.error.issues
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
        .join("\n")}`,
    );
  return parsed.data;
}

export { FIRM, FirmFactsSchema };
