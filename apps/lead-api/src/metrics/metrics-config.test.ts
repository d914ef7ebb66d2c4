import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("LEAD_API_METRICS", () => {
  it("is off unless set", () => {
    expect(loadConfig({}).metricsEnabled).toBe(false);
    expect(loadConfig({ LEAD_API_METRICS: "0" }).metricsEnabled).toBe(false);
  });

  it("turns on with 1 or true, and then needs the admin token", () => {
    const token = { LEAD_API_ADMIN_TOKEN: "a".repeat(32) };
    expect(loadConfig({ ...token, LEAD_API_METRICS: "1" }).metricsEnabled).toBe(true);
    expect(loadConfig({ ...token, LEAD_API_METRICS: "true" }).metricsEnabled).toBe(true);
    expect(() => loadConfig({ LEAD_API_METRICS: "1" })).toThrow(
      "LEAD_API_ADMIN_TOKEN: is required when LEAD_API_METRICS is on",
    );
  });

  it("rejects any other value", () => {
    expect(() => loadConfig({ LEAD_API_METRICS: "yes" })).toThrow(
      "LEAD_API_METRICS: must be 1 or 0",
    );
  });
});
