/**
 * The staff roles, in the order an owner grants them. `owner` may do everything, including
 * managing staff accounts; the others open the staff pages named after them
 * (`investor-relations`: the data room's admin console; `sales`, `marketing`: the lead desk;
 * `privacy`: the privacy queue).
 */
export const STAFF_ROLES = [
  "sales",
  "marketing",
  "investor-relations",
  "privacy",
  "owner",
] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `value` names a staff role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * What staff may do, each with the roles that grant it; `owner` holds every capability, so an
 * empty list means owners only. The lead API guards its routes with it and the staff app shows
 * only what the caller can open: one rule, so the navigation never offers a 403.
 */
export const CAPABILITIES = {
  /** The inbox, the spam folder, a lead's page, the export, and owning leads. */
  leads: ["sales", "marketing"],
  /** The reports: leads, stages, values and time to first contact over time and by breakdown. */
  reports: ["sales", "marketing"],
  /**
   * The offline conversions for the ad networks (Google Ads, LinkedIn): the click ids and hashed
   * e-mail addresses of qualified and won leads, which only marketing and owners upload.
   */
  adConversions: ["marketing"],
  /** The privacy queue: /data-rights requests, their export and erasure. */
  privacy: ["privacy"],
  /** The data room's admin console. */
  dataroom: ["investor-relations"],
  /** Staff accounts: invite, change roles, disable, reset. */
  staff: [],
  /** The written mails and the template previews. */
  mail: [],
  /** The lead routing rules and the fallback owner. */
  routing: [],
  /** The Slack and Teams alert rules, whose webhook URLs post into the firm's channels. */
  alerts: [],
  /** Editing the reply templates staff answer leads with (using them comes with `leads`). */
  replyTemplates: [],
  /** One's own account (the password change). */
  account: ["sales", "marketing", "investor-relations", "privacy"],
} as const satisfies Record<string, readonly StaffRole[]>;

/** One of {@link CAPABILITIES}. */
export type Capability = keyof typeof CAPABILITIES;

/** Whether someone holding `roles` has `capability` (an owner has every one). */
export function can(roles: readonly StaffRole[], capability: Capability): boolean {
  const granting: readonly StaffRole[] = CAPABILITIES[capability];
  return roles.includes("owner") || roles.some((role) => granting.includes(role));
}

/**
 * The roles of a comma-separated list (the CLI's `--roles`, a stored row) or an array (the API),
 * in {@link STAFF_ROLES} order without duplicates; null when empty or when any entry is no role.
 */
export function parseRoles(input: unknown): StaffRole[] | null {
  const entries = typeof input === "string" ? input.split(",").map((part) => part.trim()) : input;
  if (!Array.isArray(entries) || entries.length === 0 || !entries.every(isStaffRole)) return null;
  return STAFF_ROLES.filter((role) => entries.includes(role));
}
