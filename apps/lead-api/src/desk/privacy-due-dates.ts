import type { LeadMetadata } from "@vantreo/leads";
import type { DueDates, PrivacyLaw } from "@vantreo/contracts/core";

// The metadata keys a form (or a future region field) may state the law or the region in.
const LAW_KEYS = ["law", "jurisdiction", "region"] as const;
const GDPR_WORDS = new Set(["gdpr", "eu", "eea", "uk", "de", "at", "ch", "dsgvo"]);
const CCPA_WORDS = new Set(["ccpa", "cpra", "us-ca", "ca", "california"]);
const PDPL_WORDS = new Set(["pdpl", "sa", "ksa", "saudi", "saudi-arabia", "saudi arabia"]);

/**
 * The law a request states in its metadata (`law`, `jurisdiction` or `region`: `gdpr` / `eu` /
 * `de` …, `ccpa` / `california` / `us-ca` … or `pdpl` / `sa` / `ksa` …), or null when it states
 * none: the queue then shows every deadline and the earliest governs.
 */
export function statedLaw(metadata: LeadMetadata): PrivacyLaw | null {
  for (const key of LAW_KEYS) {
    const value = metadata[key];
    if (typeof value !== "string") continue;
    const word = value.trim().toLowerCase();
    if (GDPR_WORDS.has(word)) return "gdpr";
    if (CCPA_WORDS.has(word)) return "ccpa";
    if (PDPL_WORDS.has(word)) return "pdpl";
  }
  return null;
}

/**
 * One calendar month after `receivedAt` (UTC), GDPR art. 12(3). A period of months ends on the
 * same day of the later month, or on its last day when it has no such day (Regulation (EEC,
 * Euratom) No 1182/71, art. 3(2)(c)): 31 January → 28 (29) February.
 */
export function gdprDue(receivedAt: number): number {
  const date = new Date(receivedAt);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = new Date(receivedAt);
  due.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return due.getTime();
}

/** 45 calendar days after `receivedAt`, Cal. Civ. Code § 1798.130(a)(2)(A) (CCPA). */
export function ccpaDue(receivedAt: number): number {
  return receivedAt + 45 * 86_400_000;
}

/**
 * 30 calendar days after `receivedAt`: Saudi Arabia's Personal Data Protection Law (PDPL,
 * Implementing Regulation art. 5), the period /data-rights promises Saudi visitors.
 */
export function pdplDue(receivedAt: number): number {
  return receivedAt + 30 * 86_400_000;
}

/** The deadlines of a request received at `receivedAt` with `metadata`. */
export function dueDates(receivedAt: number, metadata: LeadMetadata): DueDates {
  const law = statedLaw(metadata);
  const gdpr = new Date(gdprDue(receivedAt)).toISOString();
  const ccpa = new Date(ccpaDue(receivedAt)).toISOString();
  const pdpl = new Date(pdplDue(receivedAt)).toISOString();
  if (law === "gdpr") return { law, gdpr };
  if (law === "ccpa") return { law, ccpa };
  if (law === "pdpl") return { law, pdpl };
  return { law, gdpr, ccpa, pdpl };
}
