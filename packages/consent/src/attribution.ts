import { resolveSessionStorage, resolveWindow, type BrowserEnv } from "./browser-env";
import { readJson, writeJson } from "./safe-storage";

/** The session-storage key of the attribution data. */
export const ATTRIBUTION_STORAGE_KEY = "attribution";

/**
 * The attribution fields of spec section 3, each with the landing-URL parameter it comes from.
 * The professional network's click id arrives as `li_fat_id` and is kept as `linkedin_click_id`.
 */
export const ATTRIBUTION_PARAMS = {
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
  gclid: "gclid",
  fbclid: "fbclid",
  linkedin_click_id: "li_fat_id",
} as const;

/** One attribution field. */
export type AttributionField = keyof typeof ATTRIBUTION_PARAMS;

/** The attribution captured for this session; only the fields present in the landing URL. */
export type AttributionData = Partial<Record<AttributionField, string>>;

const FIELDS = Object.keys(ATTRIBUTION_PARAMS) as AttributionField[];

// Campaign values are short identifiers; a cap keeps a crafted URL from filling the storage.
const MAX_VALUE_LENGTH = 200;

/** The attribution fields carried by a URL or query string. */
export function attributionFromUrl(url: string): AttributionData {
  let params: URLSearchParams;
  try {
    params = new URL(url, "https://placeholder.invalid").searchParams;
  } catch {
    return {};
  }
  const data: AttributionData = {};
  for (const field of FIELDS) {
    const value = params.get(ATTRIBUTION_PARAMS[field])?.trim();
    if (value) data[field] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return data;
}

/** The attribution stored for this session, or an empty object. */
export function readAttribution(env: BrowserEnv = {}): AttributionData {
  const value = readJson(resolveSessionStorage(env), ATTRIBUTION_STORAGE_KEY);
  if (typeof value !== "object" || value === null) return {};
  const data: AttributionData = {};
  for (const field of FIELDS) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === "string" && entry) data[field] = entry;
  }
  return data;
}

/**
 * The advertising click ids among the attribution fields. They identify one ad click, so they are
 * kept only with marketing consent (ePrivacy art. 5(3), GDPR art. 6(1)(a)); the campaign
 * parameters (utm_*) name a campaign, not a person, and stay functional.
 */
export const CLICK_ID_FIELDS = [
  "gclid",
  "fbclid",
  "linkedin_click_id",
] as const satisfies readonly AttributionField[];

const isClickId = (field: string) => (CLICK_ID_FIELDS as readonly string[]).includes(field);

/** The data without its advertising click ids. */
export function withoutClickIds(data: AttributionData): AttributionData {
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => !isClickId(field)),
  ) as AttributionData;
}

/** Only the advertising click ids of the data. */
export function clickIdsOf(data: AttributionData): AttributionData {
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => isClickId(field)),
  ) as AttributionData;
}

/**
 * Captures the landing URL's attribution into session storage (spec section 7: client-side
 * only). A URL without any attribution parameter keeps what the session already holds, so
 * moving between pages never erases the campaign that brought the visitor. Advertising click ids
 * are stored only when `clickIds` is true (marketing consent); otherwise they are left out.
 */
export function captureAttribution(
  env: BrowserEnv & { url?: string; clickIds?: boolean } = {},
): AttributionData {
  const url = env.url ?? resolveWindow(env)?.location?.href ?? "";
  const landing = attributionFromUrl(url);
  const data = env.clickIds ? landing : withoutClickIds(landing);
  if (Object.keys(data).length === 0) return readAttribution(env);
  writeJson(resolveSessionStorage(env), ATTRIBUTION_STORAGE_KEY, data);
  return data;
}

/**
 * Adds click ids to the session's attribution: what the landing URL carried, stored once the
 * visitor grants marketing consent on that same page.
 */
export function storeClickIds(clickIds: AttributionData, env: BrowserEnv = {}): void {
  const ids = clickIdsOf(clickIds);
  if (Object.keys(ids).length === 0) return;
  writeJson(resolveSessionStorage(env), ATTRIBUTION_STORAGE_KEY, {
    ...readAttribution(env),
    ...ids,
  });
}

/** Removes the advertising click ids from the session's attribution (consent declined or withdrawn). */
export function forgetClickIds(env: BrowserEnv = {}): void {
  const stored = readAttribution(env);
  if (Object.keys(clickIdsOf(stored)).length === 0) return;
  writeJson(resolveSessionStorage(env), ATTRIBUTION_STORAGE_KEY, withoutClickIds(stored));
}
