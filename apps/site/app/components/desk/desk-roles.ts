import { can, type Capability, type StaffRole } from "@vantreo/contracts/core";

/**
 * The pages of the desk, each with the capability that opens it: the contract's role rule
 * (`can` of @vantreo/contracts), the one the lead API guards the page's calls with.
 */
export const DESK_PAGES = {
  leads: { path: "/desk", capability: "leads" },
  spam: { path: "/desk/spam", capability: "leads" },
  // The newsletter's subscribers: who works the leads works the list.
  subscribers: { path: "/desk/subscribers", capability: "leads" },
  reports: { path: "/desk/reports", capability: "reports" },
  privacy: { path: "/desk/privacy", capability: "privacy" },
  staff: { path: "/desk/staff", capability: "staff" },
  mail: { path: "/desk/mail", capability: "mail" },
  // Every staff member's own account (the password change).
  account: { path: "/desk/account", capability: "account" },
} as const satisfies Record<string, { path: string; capability: Capability }>;

/** One of the desk's pages. */
export type DeskPage = keyof typeof DESK_PAGES;

/** The desk's pages in the order of its navigation. */
export const DESK_PAGE_ORDER: readonly DeskPage[] = [
  "leads",
  "spam",
  "subscribers",
  "reports",
  "privacy",
  "staff",
  "mail",
  "account",
];

/**
 * Whether someone holding `roles` may open `page`: the lead API's own check of the page's calls,
 * so the navigation never offers a page that would answer 403.
 */
export function canOpen(page: DeskPage, roles: readonly StaffRole[]): boolean {
  return can(roles, DESK_PAGES[page].capability);
}

/** The pages someone holding `roles` sees in the navigation, in order. */
export function visiblePages(roles: readonly StaffRole[]): DeskPage[] {
  return DESK_PAGE_ORDER.filter((page) => canOpen(page, roles));
}
