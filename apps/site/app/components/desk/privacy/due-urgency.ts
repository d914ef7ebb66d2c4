import type { DueDates, PrivacyLaw } from "@vantreo/contracts/core";

/** How near a deadline is: past, within {@link SOON_DAYS}, or further away. */
export type Urgency = "overdue" | "soon" | "onTime";

/** A deadline this many days away or fewer counts as soon: a week to finish the answer. */
export const SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** One deadline of a request. */
export interface Deadline {
  law: PrivacyLaw;
  at: string;
}

/** The deadlines a request shows, earliest first (the earliest governs when no law is stated). */
export function deadlines(due: DueDates): Deadline[] {
  const found: Deadline[] = [];
  if (due.gdpr) found.push({ law: "gdpr", at: due.gdpr });
  if (due.ccpa) found.push({ law: "ccpa", at: due.ccpa });
  if (due.pdpl) found.push({ law: "pdpl", at: due.pdpl });
  return found.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The urgency of an open request at `now`, from its governing (earliest) deadline; an answered
 * request has none. Shown as words and an icon, never by colour alone (WCAG 1.4.1).
 */
export function dueUrgency(due: DueDates, now: number): Urgency | null {
  const [governing] = deadlines(due);
  if (!governing) return null;
  const left = Date.parse(governing.at) - now;
  if (left < 0) return "overdue";
  return left <= SOON_DAYS * DAY_MS ? "soon" : "onTime";
}
