import matter from "gray-matter";

/** A markdown file split into its raw front matter and its body. */
export interface ParsedMarkdownFile {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Splits a markdown file into YAML front matter and body. Returns `null` for a file without
 * front matter (or with an empty block), which the loader skips (spec section 5: "Content files
 * without front matter are ignored"). Throws on malformed YAML.
 */
export function parseFrontMatter(source: string): ParsedMarkdownFile | null {
  // An options object turns off gray-matter's module-level cache, which would hand back the same
  // (mutable) data object for two files with identical text.
  const parsed = matter(source, {});
  if (parsed.matter.trim() === "") return null;
  return {
    data: parsed.data as Record<string, unknown>,
    body: parsed.content.replace(/^\r?\n/, ""),
  };
}
