import type { StaffRole } from "@vantreo/leads/desk";

/** The pages of the desk, each with the roles that open it (`owner` opens every one). */
export const DESK_PAGES = {
  leads: { path: "/desk", roles: ["sales", "marketing"] },
  spam: { path: "/desk/spam", roles: ["sales", "marketing"] },
  privacy: { path: "/desk/privacy", roles: ["privacy"] },
  staff: { path: "/desk/staff", roles: [] },
  mail: { path: "/desk/mail", roles: [] },
  // Every staff member's own account (the password change).
  account: {
    path: "/desk/account",
    roles: ["sales", "marketing", "investor-relations", "privacy"],
  },
} as const satisfies Record<string, { path: string; roles: readonly StaffRole[] }>;

/** One of the desk's pages. */
export type DeskPage = keyof typeof DESK_PAGES;

/** The desk's pages in the order of its navigation. */
export const DESK_PAGE_ORDER: readonly DeskPage[] = [
  "leads",
  "spam",
  "privacy",
  "staff",
  "mail",
  "account",
];

/**
 * Whether someone holding `roles` may open `page`: the lead API's rule (`hasRole` in its
 * staff-roles.ts), so the navigation never offers a page whose calls would answer 403.
 */
export function canOpen(page: DeskPage, roles: readonly StaffRole[]): boolean {
  const allowed: readonly StaffRole[] = DESK_PAGES[page].roles;
  return roles.includes("owner") || roles.some((role) => allowed.includes(role));
}

/** The pages someone holding `roles` sees in the navigation, in order. */
export function visiblePages(roles: readonly StaffRole[]): DeskPage[] {
  return DESK_PAGE_ORDER.filter((page) => canOpen(page, roles));
}
