import { resolve, sep } from "node:path";

/**
 * Maps a root-relative URL such as `/images/case-studies/x.svg` to its file in the public
 * folder, or `undefined` when the URL would escape that folder (`/../secret`).
 */
export function publicFilePath(publicDir: string, url: string): string | undefined {
  const root = resolve(publicDir);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
  } catch {
    return undefined;
  }
  const path = resolve(root, `.${pathname}`);
  return path.startsWith(root + sep) ? path : undefined;
}
