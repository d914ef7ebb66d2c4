import type { z } from "zod";

/** One problem found in one content file: the file, the offending field or link, and why. */
export interface ContentIssue {
  file: string;
  /** A front matter field (`tags`, `tags[1]`), or what the body problem is about (`link /nope`). */
  field?: string;
  message: string;
}

/**
 * Thrown when content does not load or render. It lists every problem at once, each naming the
 * file and the field, so a broken build says exactly what to fix: a bad document fails
 * the build naming its path and field.
 */
export class ContentError extends Error {
  override readonly name = "ContentError";
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const lines = issues.map((i) => `  ${i.file}: ${i.field ? `${i.field}: ` : ""}${i.message}`);
    super(
      `${issues.length} content problem${issues.length === 1 ? "" : "s"}:\n${lines.join("\n")}`,
    );
    this.issues = issues;
  }
}

/** Names a zod issue path the way it is written in YAML: `responsibilities[2]`, `tags`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** Turns a failed front matter validation into issues that name the file and each field. */
export function issuesFromZod(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return { file, field: issue.keys.join(", "), message: "unknown front matter field" };
    }
    return { file, field: fieldName(issue.path) || "front matter", message: issue.message };
  });
}
