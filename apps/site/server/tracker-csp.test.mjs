import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.mjs";
import { trackerCspSources, trackerIdsFromEnv } from "./tracker-csp.mjs";

const directive = (csp, name) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("the CSP for a build's trackers", () => {
  it("allows no third-party host without tracker ids", () => {
    const csp = contentSecurityPolicy({ trackers: trackerCspSources({}) });
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data:");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
  });

  it("with a tag manager container, loads gtm.js and lets analytics and ads beacons out", () => {
    const csp = contentSecurityPolicy({ trackers: trackerCspSources({ gtagId: "GTM-ABC123" }) });
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "connect-src")).toContain("https://*.analytics.google.com");
    expect(directive(csp, "frame-src")).toContain("https://td.doubleclick.net");
    expect(directive(csp, "script-src")).not.toContain("unsafe");
  });

  it("with a G- web analytics id, allows Google Analytics but no ads host", () => {
    const sources = trackerCspSources({ gtagId: "G-XYZ" });
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(sources.script).not.toContain("https://www.googleadservices.com");
    expect(sources.frame).toEqual([]);
  });

  it("with a LinkedIn partner id, allows the insight tag and its pixel host only", () => {
    const sources = trackerCspSources({ linkedInPartnerId: "1234567" });
    expect(sources).toEqual({
      script: ["https://snap.licdn.com"],
      img: ["https://px.ads.linkedin.com"],
      connect: ["https://px.ads.linkedin.com"],
      frame: [],
    });
  });

  it("reads the ids from the same VITE_* variables as the site config", () => {
    expect(trackerIdsFromEnv({ VITE_GTAG_ID: "GTM-1", VITE_LINKEDIN_PARTNER_ID: "42" })).toEqual({
      gtagId: "GTM-1",
      linkedInPartnerId: "42",
    });
  });
});
