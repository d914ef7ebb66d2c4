import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { PRODUCTION_FACTS } from "../test-support/production-facts";

const SECRET = "whsec-test-0123456789abcdef";
const withWebhook = (url: string, nodeEnv?: string) =>
  loadConfig({
    LEAD_API_CRM_WEBHOOK_URL: url,
    LEAD_API_CRM_WEBHOOK_SECRET: SECRET,
    ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }),
    // Production also requires the TOTP key (tested in config.test.ts).
    ...(nodeEnv === "production"
      ? {
          LEAD_API_STAFF_TOTP_KEY: Buffer.alloc(32, 7).toString("base64"),
          VANTREO_FIRM_FACTS: PRODUCTION_FACTS,
        }
      : {}),
  });

describe("the CRM webhook URL at boot", () => {
  it("refuses any http:// URL when NODE_ENV=production, loopback included, with a clear message", () => {
    for (const url of [
      "http://crm.example/hooks/leads",
      "http://127.0.0.1:9000/hooks",
      "http://localhost/hooks",
    ]) {
      expect(() => withWebhook(url, "production")).toThrow(
        "LEAD_API_CRM_WEBHOOK_URL: must be an https:// URL when NODE_ENV=production: leads and their signatures never travel in clear text",
      );
    }
    expect(withWebhook("https://crm.example/hooks/leads", "production").crmWebhookUrl).toBe(
      "https://crm.example/hooks/leads",
    );
  });

  it("allows http:// outside production only to a loopback address", () => {
    for (const url of [
      "http://127.0.0.1:9000/hooks",
      "http://localhost:9000/hooks",
      "http://[::1]:9000/",
    ]) {
      expect(withWebhook(url, "development").crmWebhookUrl).toBe(url);
      expect(withWebhook(url).crmWebhookUrl).toBe(url);
    }
    for (const url of [
      "http://crm.example/hooks",
      "http://10.0.0.8/hooks",
      "http://127.0.0.1.nip.io/",
    ]) {
      expect(() => withWebhook(url, "development")).toThrow(
        /LEAD_API_CRM_WEBHOOK_URL: must be an https:\/\/ URL \(http:\/\/ only to a loopback address/,
      );
    }
  });
});
