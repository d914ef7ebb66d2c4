import { expect } from "vitest";
import { prerenderPaths } from "../../route-table";

/** One `<head>` entry as a route module's `meta` returns it. */
export type Descriptor = Record<string, unknown>;
// The route modules' generated argument types are stricter than a test needs.
export type AnyMeta = (args: never) => Descriptor[];
export type AnyLoader = (args: never) => Promise<unknown>;

/** The head a route gives `path`: its build-time loader's data passed to its `meta`. */
export async function head(loader: AnyLoader, meta: AnyMeta, path: string): Promise<Descriptor[]> {
  const loaderData = await loader({
    request: new Request(`https://www.vantreo.com${path}`),
  } as never);
  return meta({ loaderData } as never);
}

/** The content of a head's robots meta tag. */
export const robots = (descriptors: Descriptor[]) =>
  descriptors.find((d) => d.name === "robots")?.content;

/**
 * Asserts the head of a private page (data room, lead desk): `noindex,nofollow` and no hreflang
 * alternates, so neither the page nor its translations enter an index. Returns the descriptors.
 */
export async function expectPrivateHead(
  loader: AnyLoader,
  meta: AnyMeta,
  path: string,
): Promise<Descriptor[]> {
  const descriptors = await head(loader, meta, path);
  expect(robots(descriptors), path).toBe("noindex,nofollow");
  expect(
    descriptors.filter((d) => d.rel === "alternate"),
    path,
  ).toEqual([]);
  return descriptors;
}

/** Asserts that each of `pages` (`/desk/spam`) is prerendered in English, German and Arabic. */
export function expectPrerenderedInEveryLocale(pages: readonly string[]) {
  const paths = prerenderPaths({
    services: [],
    insights: [],
    caseStudies: [],
    learning: [],
    careers: [],
  });
  for (const prefix of ["", "/de", "/ar"])
    for (const page of pages) expect(paths, `${prefix}${page}`).toContain(`${prefix}${page}`);
}
