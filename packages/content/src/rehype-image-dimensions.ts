import { readFileSync } from "node:fs";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import type { ContentIssue } from "./content-error";
import { imageDimensions, type ImageDimensions } from "./image-dimensions";
import { publicFilePath } from "./public-file-path";

/** Options of {@link rehypeImageDimensions}. */
export interface ImageDimensionsOptions {
  file: string;
  publicDir?: string;
  issues: ContentIssue[];
}

/** `![chart](/images/x.png "1280x720")`: the title may carry the size instead of the file. */
const SIZE_TITLE = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/;

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function sizeOf(
  node: Element,
  src: string,
  publicDir: string | undefined,
): ImageDimensions | undefined {
  const width = positive(node.properties.width);
  const height = positive(node.properties.height);
  if (width && height) return { width, height };
  const title = SIZE_TITLE.exec(String(node.properties.title ?? ""));
  if (title) {
    delete node.properties.title;
    return { width: Number(title[1]), height: Number(title[2]) };
  }
  const path = publicDir ? publicFilePath(publicDir, src) : undefined;
  if (!path) return undefined;
  try {
    return imageDimensions(readFileSync(path));
  } catch {
    return undefined;
  }
}

/**
 * Body images come from the site's /images/ folder (spec section 3) and always carry width and
 * height, so the browser reserves their space and the layout does not shift (CLS, spec section 9).
 * The size is read from the PNG/SVG in `publicDir`, or from a `WIDTHxHEIGHT` title.
 */
export function rehypeImageDimensions({ file, publicDir, issues }: ImageDimensionsOptions) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      if (!src.startsWith("/images/")) {
        issues.push({
          file,
          field: `image ${src || "(no src)"}`,
          message: "images must be served from /images/",
        });
        return;
      }
      const size = sizeOf(node, src, publicDir);
      if (!size) {
        issues.push({
          file,
          field: `image ${src}`,
          message: publicDir
            ? `no readable PNG or SVG at ${src} in ${publicDir}; or give the size as the title, e.g. "640x360"`
            : 'give the size as the image title, e.g. "640x360", or pass publicDir',
        });
        return;
      }
      node.properties.width = size.width;
      node.properties.height = size.height;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
    });
  };
}
