import type { GatedScript } from "./gated-script";
import { resolveGtag } from "./gtag";

type TrackerWindow = Window & {
  _linkedin_partner_id?: string;
  _linkedin_data_partner_ids?: string[];
  dataLayer?: unknown[];
  clarity?: unknown;
};

/**
 * The professional-network ad tracker (LinkedIn Insight Tag). Advertising: it waits for
 * marketing consent and Consent Mode `ad_storage: granted` (spec section 7).
 */
export function linkedInInsightScript(config: { partnerId: string }): GatedScript {
  return {
    id: "vantreo-linkedin-insight",
    src: "https://snap.licdn.com/li.lms-analytics/insight.min.js",
    category: "marketing",
    requiresAdStorage: true,
    cookies: ["li_fat_id", "li_giant", "ln_or", "li_adsId"],
    setup({ window }) {
      const win = window as TrackerWindow | undefined;
      if (!win) return;
      win._linkedin_partner_id = config.partnerId;
      const ids = win._linkedin_data_partner_ids ?? [];
      if (!ids.includes(config.partnerId)) ids.push(config.partnerId);
      win._linkedin_data_partner_ids = ids;
    },
  };
}

/** The tag manager (Google Tag Manager) and its event stream; analytics. */
export function tagManagerScript(config: { containerId: string }): GatedScript {
  return {
    id: "vantreo-tag-manager",
    src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.containerId)}`,
    category: "analytics",
    cookies: ["_ga", "_ga_*", "_gid", "_gat*"],
    setup({ window, now }) {
      const win = window as TrackerWindow | undefined;
      if (!win) return;
      // The container starts its event stream from this entry (Google's install snippet).
      (win.dataLayer ??= []).push({ "gtm.start": now, event: "gtm.js" });
    },
  };
}

/** The session-recording tool (Microsoft Clarity); analytics. */
export function sessionRecordingScript(config: { projectId: string }): GatedScript {
  return {
    id: "vantreo-session-recording",
    src: `https://www.clarity.ms/tag/${encodeURIComponent(config.projectId)}`,
    category: "analytics",
    cookies: ["_clck", "_clsk"],
    setup({ window }) {
      const win = window as TrackerWindow | undefined;
      if (!win || typeof win.clarity === "function") return;
      // Clarity's snippet: calls made before the script arrives wait in a queue.
      const queue: unknown[] = [];
      win.clarity = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    },
  };
}

/** The advertising conversion tag (Google Ads, `AW-…`); advertising like the ad tracker. */
export function conversionTagScript(config: { tagId: string }): GatedScript {
  return {
    id: "vantreo-conversion-tag",
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.tagId)}`,
    category: "marketing",
    requiresAdStorage: true,
    cookies: ["_gcl_*"],
    setup({ window, now }) {
      const gtag = resolveGtag({ window });
      gtag?.("js", new Date(now));
      gtag?.("config", config.tagId);
    },
  };
}
