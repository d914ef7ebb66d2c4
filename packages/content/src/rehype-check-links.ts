import { existsSync } from "node:fs";
import type { Root } from "hast";
import { visit } from "unist-util-visit";
import type { ContentIssue } from "./content-error";
import { routePath } from "./known-routes";
import { publicFilePath } from "./public-file-path";

/** Options of {@link rehypeCheckLinks}. */
export interface CheckLinksOptions {
  file: string;
  isKnownRoute: (path: string) => boolean;
  publicDir?: string;
  issues: ContentIssue[];
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A link to a static file (`/reports/x.pdf`) is fine when that file is in the public folder. */
function isPublicFile(path: string, publicDir: string | undefined): boolean {
  if (!publicDir || !/\.[a-z\d]+$/i.test(path)) return false;
  const file = publicFilePath(publicDir, path);
  return file !== undefined && existsSync(file);
}

/**
 * An internal link to a route that does not exist fails the build, naming the document
 * and the link. External links (`https:`, `mailto:`) and in-page anchors are not checked;
 * relative links are rejected because their target depends on the page they appear on.
 */
export function rehypeCheckLinks({ file, isKnownRoute, publicDir, issues }: CheckLinksOptions) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "a" || node.properties.href === undefined) return;
      const href = String(node.properties.href);
      if (href.startsWith("#") || href.startsWith("//") || SCHEME.test(href)) return;
      if (!href.startsWith("/")) {
        issues.push({
          file,
          field: `link ${href}`,
          message: "use a root-relative link such as /insights/<slug>",
        });
        return;
      }
      const path = routePath(href);
      if (isKnownRoute(path) || isPublicFile(path, publicDir)) return;
      issues.push({ file, field: `link ${href}`, message: "no page or public file has this path" });
    });
  };
}
