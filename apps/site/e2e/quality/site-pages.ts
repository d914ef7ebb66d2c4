import { builtPages } from "../built-pages";

/**
 * Addresses that show the not-found page in each locale. The server answers them with the
 * prerendered 404.html, /de/404.html and /ar/404.html, which are pages of the build too.
 */
export const NOT_FOUND_PATHS = [
  "/quality-missing-page",
  "/de/quality-missing-page",
  "/ar/quality-missing-page",
];

/** Every prerendered page of the build (each locale) plus the three not-found pages. */
export function everyPage(): string[] {
  return [...builtPages(), ...NOT_FOUND_PATHS];
}

/**
 * Splits a list into `count` interleaved chunks of nearly equal length, so each test of a
 * parallel run gets a fair share of every locale and page kind.
 */
export function chunks<T>(items: T[], count: number): T[][] {
  const result: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => result[index % count]?.push(item));
  return result.filter((chunk) => chunk.length > 0);
}
