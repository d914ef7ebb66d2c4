import { localeFromPath, type LocaleResources } from "@vantreo/i18n";

/**
 * Namespaces whose strings only one section of the site uses, with that section's first path
 * segment (after the locale prefix). Every other page's islands get the rest, so a contact page
 * does not carry the data room's or the lead desk's strings in its HTML.
 */
const SECTION_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  // The staff app (under /desk) shows the data room's administration too.
  dataroom: ["dataroom", "desk"],
  desk: ["desk"],
  deskAdmin: ["desk"],
};

/** The first path segment after the locale prefix ("" on a home page). */
function section(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const locale = localeFromPath(pathname);
  if (locale !== "en" && segments[0] === locale) segments.shift();
  return segments[0] ?? "";
}

/**
 * Whether a path is a staff page (`/desk…`, `/dataroom/admin`, every locale): its consoles
 * translate with i18next and react-i18next in the browser, loaded after hydration with them.
 */
export function isStaffPath(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  const locale = localeFromPath(pathname);
  if (locale !== "en" && segments[0] === locale) segments.shift();
  return segments[0] === "desk" || (segments[0] === "dataroom" && segments[1] === "admin");
}

/** The UI strings a page's islands get: the shared namespaces plus its own section's. */
export function islandResources(
  resources: LocaleResources,
  pathname: string,
): Partial<LocaleResources> {
  const here = section(pathname);
  return Object.fromEntries(
    Object.entries(resources).filter(([namespace]) => {
      const owner = SECTION_NAMESPACES[namespace];
      return owner === undefined || owner.includes(here);
    }),
  ) as Partial<LocaleResources>;
}
