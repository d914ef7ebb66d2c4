import {
  conversionTagScript,
  linkedInInsightScript,
  sessionRecordingScript,
  tagManagerScript,
  type GatedScript,
} from "@vantreo/consent";
import { webAnalyticsScript } from "./web-analytics-script";

/**
 * The tracker ids the site may be built with (`siteConfig.analytics`). Every id is optional: an
 * empty one means the tracker is not used, so a build without ids loads no third-party script.
 */
export type TrackerIds = {
  /** A Google tag id: `GTM-…` (tag manager), `G-…` (web analytics) or `AW-…` (conversion tag). */
  gtagId?: string;
  /** A tag manager container (`GTM-…`) used beside a `G-…` gtag id. */
  tagManagerId?: string;
  /** The professional-network ad tracker's partner id. */
  linkedInPartnerId?: string;
  /** The session-recording project id. */
  clarityProjectId?: string;
  /** An advertising conversion tag (`AW-…`) used beside another gtag id. */
  conversionTagId?: string;
};

function googleTag(id: string): GatedScript | null {
  if (/^GTM-/i.test(id)) return tagManagerScript({ containerId: id });
  if (/^AW-/i.test(id)) return conversionTagScript({ tagId: id });
  if (/^G-/i.test(id)) return webAnalyticsScript({ measurementId: id });
  return null;
}

/**
 * The consent-gated scripts of spec section 7 for the configured ids: the tag manager and web
 * analytics (analytics category), session recording (analytics), and the professional-network
 * ad tracker and conversion tag (marketing, which also wait for Consent Mode's ad_storage).
 * An id that appears twice yields one script.
 */
export function trackerScriptsForConfig(ids: TrackerIds): GatedScript[] {
  const clean = (value: string | undefined) => value?.trim() ?? "";
  const scripts: GatedScript[] = [];
  const add = (script: GatedScript | null) => {
    if (script && !scripts.some((existing) => existing.src === script.src)) scripts.push(script);
  };
  for (const id of [ids.tagManagerId, ids.gtagId, ids.conversionTagId].map(clean)) {
    if (id) add(googleTag(id));
  }
  const clarity = clean(ids.clarityProjectId);
  if (clarity) add(sessionRecordingScript({ projectId: clarity }));
  const linkedIn = clean(ids.linkedInPartnerId);
  if (linkedIn) add(linkedInInsightScript({ partnerId: linkedIn }));
  return scripts;
}
