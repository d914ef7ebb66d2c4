import type { Root } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { rehypeTableAlignStyle } from "./rehype-table-align-style";
import { rehypeTaskListLabels } from "./rehype-task-list-labels";

/**
 * The shared first half of the rendering pipeline: markdown with GFM (tables, task lists,
 * strikethrough, footnotes) to HTML syntax, raw HTML parsed and then sanitized with GitHub's
 * rules (scripts, event handlers and `javascript:` URLs are dropped), then anchor ids on the
 * headings, table alignment as CSS instead of the obsolete `align` attribute, and a label
 * around each task-list checkbox. Sanitizing comes before the ids and the highlighting so that what this package adds
 * itself is not stripped.
 */
export const markdownToHastProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize)
  .use(rehypeTableAlignStyle)
  .use(rehypeSlug)
  .use(rehypeTaskListLabels)
  .freeze();

/** Runs {@link markdownToHastProcessor} on a markdown string. */
export function markdownToHast(markdown: string): Root {
  return markdownToHastProcessor.runSync(markdownToHastProcessor.parse(markdown));
}

/** Parses markdown once and returns both trees: markdown syntax (mdast) and HTML syntax (hast). */
export function markdownTrees(markdown: string): { mdast: MdastRoot; hast: Root } {
  const mdast = markdownToHastProcessor.parse(markdown);
  // The mdast-to-hast step does not modify its input, so the markdown tree stays usable.
  return { mdast, hast: markdownToHastProcessor.runSync(mdast) };
}
