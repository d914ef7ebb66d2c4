import { describe, expect, it } from "vitest";
import { trackerScriptsForConfig } from "./tracker-scripts-for-config";

const summary = (ids: Parameters<typeof trackerScriptsForConfig>[0]) =>
  trackerScriptsForConfig(ids).map(({ src, category, requiresAdStorage }) => ({
    src,
    category,
    adStorage: requiresAdStorage === true,
  }));

describe("trackerScriptsForConfig", () => {
  it("loads no third-party script when the build has no tracker ids", () => {
    expect(trackerScriptsForConfig({ gtagId: "", linkedInPartnerId: " " })).toEqual([]);
  });

  it("gates a tag manager container and the session recorder on analytics", () => {
    expect(summary({ gtagId: "GTM-ABC123", clarityProjectId: "k7q2" })).toEqual([
      {
        src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
        category: "analytics",
        adStorage: false,
      },
      { src: "https://www.clarity.ms/tag/k7q2", category: "analytics", adStorage: false },
    ]);
  });

  it("loads a G- measurement id as web analytics, gated on analytics", () => {
    expect(summary({ gtagId: "G-7XK2P9" })).toEqual([
      {
        src: "https://www.googletagmanager.com/gtag/js?id=G-7XK2P9",
        category: "analytics",
        adStorage: false,
      },
    ]);
  });

  it("gates the ad tracker and an AW- conversion tag on marketing and ad storage", () => {
    expect(summary({ gtagId: "AW-1002003", linkedInPartnerId: "5551234" })).toEqual([
      {
        src: "https://www.googletagmanager.com/gtag/js?id=AW-1002003",
        category: "marketing",
        adStorage: true,
      },
      {
        src: "https://snap.licdn.com/li.lms-analytics/insight.min.js",
        category: "marketing",
        adStorage: true,
      },
    ]);
  });

  it("loads an id given twice only once", () => {
    expect(summary({ gtagId: "GTM-ABC123", tagManagerId: "GTM-ABC123" })).toHaveLength(1);
  });
});
