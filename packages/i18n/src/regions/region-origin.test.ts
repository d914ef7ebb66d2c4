import { describe, expect, it } from "vitest";
import { regionOrigin } from "./region-origin";

describe("regionOrigin", () => {
  it("swaps a regional subdomain for another", () => {
    expect(regionOrigin("https://www.vantreo.com", "sg")).toBe("https://sg.vantreo.com");
    expect(regionOrigin("https://de.vantreo.com", "www")).toBe("https://www.vantreo.com");
  });

  it("prepends the subdomain to a bare domain and keeps the port", () => {
    expect(regionOrigin("https://vantreo.com", "sa")).toBe("https://sa.vantreo.com");
    expect(regionOrigin("http://preview.example.test:8080", "de")).toBe(
      "http://de.preview.example.test:8080",
    );
  });

  it("has no regional origin for localhost or an IP address", () => {
    expect(regionOrigin("http://localhost:4173", "sg")).toBeUndefined();
    expect(regionOrigin("http://127.0.0.1:4173", "sg")).toBeUndefined();
    expect(regionOrigin("http://[::1]:4173", "sg")).toBeUndefined();
  });
});
