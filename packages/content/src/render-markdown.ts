import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { CODE_THEMES, codeHighlighter } from "./code-highlighter";
import { ContentError, type ContentIssue } from "./content-error";
import { routeMatcher, type KnownRoutes } from "./known-routes";
import { markdownTrees } from "./markdown-to-hast";
import { readingTimeOf, type ReadingTime } from "./reading-time";
import { rehypeCheckLinks } from "./rehype-check-links";
import { rehypeImageDimensions } from "./rehype-image-dimensions";
import { headingsOf, type TocEntry } from "./table-of-contents";

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /** Every route of the site; an internal link to anything else fails the build. */
  knownRoutes: KnownRoutes;
  /** The site's public folder: image sizes are read from it and links to its files are allowed. */
  publicDir?: string;
  /** The document's path, used to name it in errors. */
  file?: string;
}

/** A markdown body rendered for a page. */
export interface RenderedMarkdown {
  /** Sanitized HTML, with heading ids, sized images and highlighted code. */
  html: string;
  /** The h2/h3 headings with their anchor ids. */
  toc: TocEntry[];
  readingTime: ReadingTime;
}

/**
 * Renders a markdown body to sanitized HTML at build time: GFM tables, lists and
 * blockquotes; headings with anchor ids; images from /images/ with width and height; fenced code
 * highlighted with light and dark colours as CSS variables (`--shiki-light`, `--shiki-dark`, see
 * `CODE_THEME_CSS`); raw HTML sanitized. Internal links must point to a known route.
 *
 * @throws {ContentError} naming the file and each broken link or unsized image.
 */
export async function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions,
): Promise<RenderedMarkdown> {
  const file = options.file ?? "(markdown)";
  const issues: ContentIssue[] = [];
  const { mdast, hast: tree } = markdownTrees(markdown);
  rehypeImageDimensions({ file, publicDir: options.publicDir, issues })(tree);
  rehypeCheckLinks({
    file,
    isKnownRoute: routeMatcher(options.knownRoutes),
    publicDir: options.publicDir,
    issues,
  })(tree);
  if (issues.length > 0) throw new ContentError(issues);

  const toc = headingsOf(tree);
  const output = unified()
    .use(rehypeShikiFromHighlighter, await codeHighlighter(), {
      themes: CODE_THEMES,
      defaultColor: false,
      defaultLanguage: "text",
      fallbackLanguage: "text",
      addLanguageClass: true,
    })
    .use(rehypeStringify);
  const html = output.stringify(await output.run(tree));
  return { html, toc, readingTime: readingTimeOf(mdast) };
}
