import { LOCALE_PREFIX_PATTERN, LOCALES, localeFromPath, type Locale } from "@vantreo/i18n";
import { can, type StaffRole } from "@vantreo/contracts/core";
import { canOpen, DESK_PAGES, type DeskPage } from "../components/desk/desk-roles";

/** A section of the staff app: a page of its navigation rail. */
export interface StaffSection {
  id: DeskPage | "dataroom";
  /** The English path (the locale's prefix goes in front). */
  path: string;
  /** The letter that follows `g` to open it from the keyboard. */
  key: string;
}

/**
 * The staff app's sections in the order of its rail: the desk's pages (desk-roles.ts) and the
 * data room's administration. `g` then the letter opens one.
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { id: "leads", path: DESK_PAGES.leads.path, key: "l" },
  { id: "spam", path: DESK_PAGES.spam.path, key: "s" },
  { id: "subscribers", path: DESK_PAGES.subscribers.path, key: "n" },
  { id: "reports", path: DESK_PAGES.reports.path, key: "r" },
  { id: "privacy", path: DESK_PAGES.privacy.path, key: "p" },
  { id: "dataroom", path: "/dataroom/admin", key: "d" },
  { id: "staff", path: DESK_PAGES.staff.path, key: "t" },
  { id: "mail", path: DESK_PAGES.mail.path, key: "m" },
  { id: "account", path: DESK_PAGES.account.path, key: "a" },
];

/**
 * Whether someone holding `roles` may open a section: the contract's role rule (`can`), the one
 * the lead API guards the section's calls with (the data room's administration: investor
 * relations and owners).
 */
export function canOpenSection(section: StaffSection, roles: readonly StaffRole[]): boolean {
  return section.id === "dataroom" ? can(roles, "dataroom") : canOpen(section.id, roles);
}

/** The sections someone holding `roles` sees in the rail, in order. */
export function visibleSections(roles: readonly StaffRole[]): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => canOpenSection(section, roles));
}

/** A section's path in a locale. */
export function sectionPath(section: StaffSection, locale: Locale): string {
  return `${LOCALES[locale].prefix}${section.path}`;
}

const STAFF_PATH = new RegExp(
  `^(?:${LOCALE_PREFIX_PATTERN})?/(?:desk(?:/[^/.]+)*|dataroom/admin)/?$`,
);

/**
 * Whether a path is a page of the staff app: `/desk` and everything under it, and
 * `/dataroom/admin`, in every locale (the server answers all of them with the app's one shell,
 * server/site-policy.mjs `STAFF_APP`). A path with a dot is a file, never a page.
 */
export function isStaffAppPath(pathname: string): boolean {
  return STAFF_PATH.test(pathname);
}

/** The section a path belongs to (a lead belongs to Leads), or undefined. */
export function sectionOf(pathname: string): StaffSection | undefined {
  const prefix = LOCALES[localeFromPath(pathname)].prefix;
  const path = pathname.slice(prefix.length).replace(/\/$/, "") || "/";
  if (path.startsWith("/desk/leads/")) return STAFF_SECTIONS[0];
  return STAFF_SECTIONS.find((section) => section.path === path);
}
