import type { BrowserContext } from "@playwright/test";

// Every host the gated scripts of @vantreo/consent load from or beacon to.
const TRACKER_HOSTS = [
  "googletagmanager.com",
  "google-analytics.com",
  "doubleclick.net",
  "snap.licdn.com",
  "px.ads.linkedin.com",
  "clarity.ms",
];

/** Whether a request goes to a tracker's host (or a subdomain of one). */
export const isTracker = (url: URL) =>
  TRACKER_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

/**
 * Records and stubs every tracker request of the context (an empty script answers, nothing
 * leaves the machine); also keeps the booking links' new tabs offline. The array fills as the
 * pages request trackers. The context keeps the site's CSP (no `bypassCSP`): the served policy
 * itself must let the configured trackers load (server/tracker-csp.mjs).
 */
export async function stubTrackers(context: BrowserContext): Promise<URL[]> {
  const requests: URL[] = [];
  await context.route(isTracker, (route) => {
    requests.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await context.route("https://cal.vantreo.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
  );
  return requests;
}

/** The distinct hosts of the recorded tracker requests, sorted. */
export const trackerHosts = (requests: URL[]) =>
  [...new Set(requests.map((url) => url.hostname))].sort();
