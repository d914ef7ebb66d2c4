// The third-party hosts the Content-Security-Policy must allow for the trackers a build is
// configured with (spec section 7: tag manager / web analytics / conversion tag, the
// professional-network insight tag). A build without tracker ids allows none of them.
// Hosts follow the vendors' published CSP guidance: Google tag platform ("Use Google Tag with a
// Content Security Policy") and LinkedIn Insight Tag.

const GOOGLE_TAG = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  frame: [],
};

const GOOGLE_ADS = {
  script: ["https://www.googleadservices.com", "https://www.google.com"],
  img: ["https://googleads.g.doubleclick.net", "https://www.google.com"],
  connect: ["https://www.google.com", "https://googleads.g.doubleclick.net"],
  frame: ["https://td.doubleclick.net", "https://bid.g.doubleclick.net"],
};

const LINKEDIN = {
  script: ["https://snap.licdn.com"],
  img: ["https://px.ads.linkedin.com"],
  connect: ["https://px.ads.linkedin.com"],
  frame: [],
};

/**
 * Extra CSP sources per directive for the configured tracker ids: `{ script, img, connect, frame }`.
 * A tag manager container (GTM-) may fire conversion tags, so it also allows the ads hosts.
 */
export function trackerCspSources({ gtagId = "", linkedInPartnerId = "" } = {}) {
  const groups = [];
  const gtag = gtagId.trim();
  if (/^(GTM|G|AW)-/i.test(gtag)) groups.push(GOOGLE_TAG);
  if (/^(GTM|AW)-/i.test(gtag)) groups.push(GOOGLE_ADS);
  if (linkedInPartnerId.trim()) groups.push(LINKEDIN);
  const merge = (key) => [...new Set(groups.flatMap((group) => group[key]))];
  return {
    script: merge("script"),
    img: merge("img"),
    connect: merge("connect"),
    frame: merge("frame"),
  };
}

/** The tracker ids of a build, read from the same VITE_* variables as app/config/site-config.ts. */
export function trackerIdsFromEnv(env = process.env) {
  return { gtagId: env.VITE_GTAG_ID ?? "", linkedInPartnerId: env.VITE_LINKEDIN_PARTNER_ID ?? "" };
}
