import { describe, expect, it } from "vitest";
import {
  LEAD_MAGNET_LEAD_TYPE,
  requestedLeadMagnet,
  requestedLeadMagnetLocale,
} from "./lead-magnet";

describe("requestedLeadMagnet", () => {
  it("reads the catalogue id of an analysis lead that names a brief", () => {
    expect(
      requestedLeadMagnet({
        leadType: "analysis",
        metadata: { lead_magnet: "mlops-model-operations" },
      }),
    ).toBe("mlops-model-operations");
    expect(LEAD_MAGNET_LEAD_TYPE).toBe("analysis");
  });

  it("is null for another lead type, no key, or a value that is no catalogue id", () => {
    expect(
      requestedLeadMagnet({ leadType: "contact", metadata: { lead_magnet: "ai" } }),
    ).toBeNull();
    expect(requestedLeadMagnet({ leadType: "analysis", metadata: {} })).toBeNull();
    for (const bad of ["../etc/passwd", "Ai", "a/b", "", 42, true, "x".repeat(101)])
      expect(
        requestedLeadMagnet({ leadType: "analysis", metadata: { lead_magnet: bad } }),
      ).toBeNull();
  });
});

describe("requestedLeadMagnetLocale", () => {
  const locales = ["en", "de", "ar"] as const;
  it("takes the chosen language when it is one of the site's, else the page's", () => {
    expect(requestedLeadMagnetLocale({ lead_magnet_locale: "ar" }, locales, "en")).toBe("ar");
    expect(requestedLeadMagnetLocale({ lead_magnet_locale: "fr" }, locales, "de")).toBe("de");
    expect(requestedLeadMagnetLocale({}, locales, "en")).toBe("en");
  });
});
