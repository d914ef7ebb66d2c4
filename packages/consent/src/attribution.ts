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
 * Captures the landing URL's attribution into session storage (spec section 7: client-side
 * only). A URL without any attribution parameter keeps what the session already holds, so
 * moving between pages never erases the campaign that brought the visitor.
 */
export function captureAttribution(env: BrowserEnv & { url?: string } = {}): AttributionData {
  const url = env.url ?? resolveWindow(env)?.location?.href ?? "";
  const data = attributionFromUrl(url);
  if (Object.keys(data).length === 0) return readAttribution(env);
  writeJson(resolveSessionStorage(env), ATTRIBUTION_STORAGE_KEY, data);
  return data;
}
