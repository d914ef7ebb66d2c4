import { CONSENT_CATEGORIES, type ConsentCategories } from "./consent-categories";
import type { ConsentState } from "./consent-state";

/** The lead API's consent-log endpoint path. */
export const CONSENT_PROOF_PATH = "/v1/consents";

/**
 * The proof of a consent choice, as the lead API's consent log stores it. It holds no
 * personal data: no identifiers, no IP, no user agent, and the page without its query string.
 */
export interface ConsentProof {
  choice: "accepted" | "declined";
  categories: ConsentCategories;
  /** When the choice was made, ISO 8601. */
  timestamp: string;
  /** The policy revision the visitor answered. */
  revision: number;
  /** The page's locale, e.g. `en`, `de`, `ar`. */
  locale: string;
  /** The path where the choice was made, without query string or fragment. */
  page: string;
}

const PROOF_KEYS = ["choice", "categories", "timestamp", "revision", "locale", "page"];
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
// What `toISOString` writes, nothing else: `Date.parse` also reads text with junk after a date.
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
// A URL's path is percent-encoded (WHATWG URL): raw controls (PostgreSQL refuses NUL), spaces
// or bidirectional overrides (U+202A–U+202E, U+2066–U+2069) never belong in one.
// eslint-disable-next-line no-control-regex
const NOT_IN_PATH = /[\u0000-\u0020\u007f-\u009f\u202a-\u202e\u2066-\u2069?#]/;
const MAX_PAGE_LENGTH = 2048;

// Query strings carry campaign ids and sometimes e-mail addresses; only the path is kept.
function pathOnly(page: string): string {
  let path: string;
  try {
    path = new URL(page, "https://placeholder.invalid").pathname;
  } catch {
    path = "/";
  }
  return path.slice(0, MAX_PAGE_LENGTH);
}

/**
 * The proof of the choice in force, or null while there is none (status unknown). The page may
 * be a full URL or a path; only its path is kept.
 */
export function buildConsentProof(
  state: ConsentState,
  context: { locale: string; page: string; now?: number },
): ConsentProof | null {
  if (state.status === "unknown") return null;
  const time = state.timestamp ?? context.now ?? Date.now();
  return {
    choice: state.status,
    categories: { ...state.categories },
    timestamp: new Date(time).toISOString(),
    revision: state.revision,
    locale: context.locale,
    page: pathOnly(context.page),
  };
}

function isCategories(value: unknown): value is ConsentCategories {
  if (typeof value !== "object" || value === null) return false;
  const entries = value as Record<string, unknown>;
  if (Object.keys(entries).length !== CONSENT_CATEGORIES.length) return false;
  return CONSENT_CATEGORIES.every((category) => typeof entries[category] === "boolean");
}

/**
 * Validates a proof received over the network (for the lead API): exactly the six fields,
 * nothing else, so that no personal data can ride along. Null when anything is off.
 */
export function parseConsentProof(value: unknown): ConsentProof | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const proof = value as Record<string, unknown>;
  const keys = Object.keys(proof);
  if (keys.length !== PROOF_KEYS.length || !keys.every((key) => PROOF_KEYS.includes(key))) {
    return null;
  }
  const { choice, categories, timestamp, revision, locale, page } = proof;
  if (choice !== "accepted" && choice !== "declined") return null;
  if (!isCategories(categories) || !categories.functional) return null;
  if (typeof timestamp !== "string" || !ISO_TIMESTAMP.test(timestamp)) return null;
  if (Number.isNaN(Date.parse(timestamp))) return null;
  if (typeof revision !== "number" || !Number.isInteger(revision) || revision < 1) return null;
  if (typeof locale !== "string" || !LOCALE.test(locale)) return null;
  if (typeof page !== "string" || !page.startsWith("/") || page.length > MAX_PAGE_LENGTH) {
    return null;
  }
  if (NOT_IN_PATH.test(page)) return null;
  return { choice, categories: { ...categories }, timestamp, revision, locale, page };
}
