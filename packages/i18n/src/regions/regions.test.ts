import { describe, expect, it } from "vitest";
import { REGIONS, regionForHost } from "./regions";

describe("REGIONS", () => {
  it("sets US in USD, Singapore in SGD, Germany in EUR and Saudi Arabia in SAR", () => {
    expect(REGIONS.map(({ region, currency }) => [region, currency])).toEqual([
      ["US", "USD"],
      ["Singapore", "SGD"],
      ["Germany", "EUR"],
      ["Saudi Arabia", "SAR"],
    ]);
  });

  it("serves each region from its host, locale and analytics region", () => {
    expect(
      REGIONS.map(({ host, locale, siteLocale, analyticsRegion }) => [
        host,
        locale,
        siteLocale,
        analyticsRegion,
      ]),
    ).toEqual([
      ["www", "en-US", "en", "US"],
      ["sg", "en-SG", "en", "SG"],
      ["de", "de-DE", "de", "DE"],
      ["sa", "ar-SA", "ar", "SA"],
    ]);
  });
});

describe("regionForHost", () => {
  it("reads the region from the first label of a regional host", () => {
    expect(regionForHost("sg.vantreo.com").currency).toBe("SGD");
    expect(regionForHost("DE.vantreo.com").currency).toBe("EUR");
    expect(regionForHost("sa.vantreo.com").currency).toBe("SAR");
  });

  it("uses the United States for www, the bare domain and local hosts", () => {
    expect(regionForHost("www.vantreo.com").region).toBe("US");
    expect(regionForHost("de.com").region).toBe("US");
    expect(regionForHost("localhost").region).toBe("US");
    expect(regionForHost("127.0.0.1").region).toBe("US");
  });
});
