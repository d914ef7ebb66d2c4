import { describe, expect, it } from "vitest";
import { PRODUCTION_FACTS } from "./test-support/production-facts";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to loopback on port 8787, SQLite in ./data and 10 leads a minute", () => {
    expect(loadConfig({})).toMatchObject({
      host: "127.0.0.1",
      port: 8787,
      dataDir: "data",
      databaseUrl: undefined,
      siteOrigins: ["http://127.0.0.1:4173", "http://localhost:4173"],
      bodyLimitBytes: 65_536,
      rateLimit: 10,
      rateWindowSeconds: 60,
      trustedProxies: [],
      minFillMs: 3000,
      inquiryRetentionMonths: 24,
      clientRetentionYears: 7,
    });
  });

  it("refuses the one retention period it replaced, so no deployment outlives the policy silently", () => {
    expect(() => loadConfig({ LEAD_API_RETENTION_DAYS: "730" })).toThrow(
      /LEAD_API_RETENTION_DAYS: replaced by LEAD_API_INQUIRY_RETENTION_MONTHS/,
    );
  });

  it("reads lists and numbers from the environment", () => {
    const config = loadConfig({
      LEAD_API_SITE_ORIGINS: "https://www.vantreo.com, https://sg.vantreo.com",
      LEAD_API_TRUSTED_PROXIES: "10.0.0.0/8,192.0.2.1",
      LEAD_API_RATE_LIMIT: "25",
      DATABASE_URL: "postgres://lead_api@db.internal:5432/leads",
      LEAD_API_IP_HASH_SECRET: "a-shared-secret-of-at-least-32-characters",
    });
    expect(config.siteOrigins).toEqual(["https://www.vantreo.com", "https://sg.vantreo.com"]);
    expect(config.trustedProxies).toEqual(["10.0.0.0/8", "192.0.2.1"]);
    expect(config.rateLimit).toBe(25);
    expect(config.databaseUrl).toBe("postgres://lead_api@db.internal:5432/leads");
  });

  it("names every bad variable in one error", () => {
    expect(() => loadConfig({ LEAD_API_PORT: "eighty", LEAD_API_RATE_LIMIT: "0" })).toThrow(
      /LEAD_API_PORT[\s\S]*LEAD_API_RATE_LIMIT/,
    );
  });

  it("refuses a CRM webhook without a signing secret", () => {
    expect(() =>
      loadConfig({ LEAD_API_CRM_WEBHOOK_URL: "https://crm.example/hooks/leads" }),
    ).toThrow(/LEAD_API_CRM_WEBHOOK_SECRET: is required when LEAD_API_CRM_WEBHOOK_URL is set/);
  });

  it("refuses a short admin token, a bad proxy entry and a non-PostgreSQL DATABASE_URL", () => {
    expect(() => loadConfig({ LEAD_API_ADMIN_TOKEN: "short" })).toThrow(
      /LEAD_API_ADMIN_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ LEAD_API_TRUSTED_PROXIES: "proxy" })).toThrow(
      /LEAD_API_TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/leads" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it("takes an address-hash secret of 32 characters or more, required with PostgreSQL", () => {
    expect(loadConfig({}).ipHashSecret).toBeUndefined();
    expect(() => loadConfig({ LEAD_API_IP_HASH_SECRET: "too-short" })).toThrow(
      /LEAD_API_IP_HASH_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ DATABASE_URL: "postgres://db.internal/leads" })).toThrow(
      /LEAD_API_IP_HASH_SECRET: is required when DATABASE_URL is set/,
    );
  });

  it("never echoes a secret value in its error", () => {
    expect(() => loadConfig({ LEAD_API_ADMIN_TOKEN: "secret-value" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret-value") }),
    );
  });

  it("defaults the data room to 8-hour investor sessions, Secure cookies and no admin", () => {
    expect(loadConfig({})).toMatchObject({
      dataroomAdminUser: undefined,
      dataroomAdminPasswordHash: undefined,
      dataroomSessionHours: 8,
      cookieSecure: true,
      dataroomSeedDir: undefined,
    });
    expect(loadConfig({ LEAD_API_COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(loadConfig({ LEAD_API_DATAROOM_SESSION_HOURS: "4" }).dataroomSessionHours).toBe(4);
  });

  it("refuses a data-room password hash that is not scrypt$N$r$p$salt$hash, without echoing it", () => {
    expect(() =>
      loadConfig({ LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH: "plain-text-password" }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH: must be scrypt\$N\$r\$p\$salt\$hash/,
        ),
      }),
    );
    expect(() =>
      loadConfig({ LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH: "plain-text-password" }),
    ).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("plain-text-password") }),
    );
    expect(() => loadConfig({ LEAD_API_COOKIE_SECURE: "yes" })).toThrow(/LEAD_API_COOKIE_SECURE/);
    expect(() => loadConfig({ LEAD_API_DATAROOM_SESSION_HOURS: "0" })).toThrow(
      /LEAD_API_DATAROOM_SESSION_HOURS/,
    );
  });

  it("refuses to boot in production without LEAD_API_STAFF_TOTP_KEY, saying why and how to make one", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      "LEAD_API_STAFF_TOTP_KEY: is required when NODE_ENV=production: staff TOTP secrets must be encrypted at rest (print a key with openssl rand -base64 32",
    );
    expect(
      loadConfig({
        NODE_ENV: "production",
        LEAD_API_STAFF_TOTP_KEY: key,
        VANTREO_FIRM_FACTS: PRODUCTION_FACTS,
      }).staffTotpKey,
    ).toBe(key);
    // Outside production the secrets may stay plain (the server warns at boot).
    expect(loadConfig({ NODE_ENV: "development" }).staffTotpKey).toBeUndefined();
    expect(loadConfig({}).staffTotpKey).toBeUndefined();
  });

  it("limits sign-ins per address to 60 in 10 minutes unless LEAD_API_SIGN_IN_RATE_LIMIT says otherwise", () => {
    expect(loadConfig({}).signInRateLimit).toBe(60);
    expect(loadConfig({ LEAD_API_SIGN_IN_RATE_LIMIT: "200" }).signInRateLimit).toBe(200);
    expect(() => loadConfig({ LEAD_API_SIGN_IN_RATE_LIMIT: "0" })).toThrow(
      "LEAD_API_SIGN_IN_RATE_LIMIT",
    );
  });

  it("hashes staff passwords at scrypt N=2^17 unless LEAD_API_SCRYPT_LOG_N says otherwise, and never below 2^17 in production", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({}).scryptLogN).toBe(17);
    expect(loadConfig({ LEAD_API_SCRYPT_LOG_N: "14" }).scryptLogN).toBe(14);
    expect(() => loadConfig({ LEAD_API_SCRYPT_LOG_N: "10" })).toThrow("LEAD_API_SCRYPT_LOG_N");
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        VANTREO_FIRM_FACTS: PRODUCTION_FACTS,
        LEAD_API_STAFF_TOTP_KEY: key,
        LEAD_API_SCRYPT_LOG_N: "16",
      }),
    ).toThrow("LEAD_API_SCRYPT_LOG_N: must be at least 17 when NODE_ENV=production");
    expect(
      loadConfig({
        NODE_ENV: "production",
        VANTREO_FIRM_FACTS: PRODUCTION_FACTS,
        LEAD_API_STAFF_TOTP_KEY: key,
        LEAD_API_SCRYPT_LOG_N: "18",
      }).scryptLogN,
    ).toBe(18);
  });

  it("refuses to boot in production while the firm's facts hold a placeholder, naming it, and reads a deployment's facts file", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(() => loadConfig({ NODE_ENV: "production", LEAD_API_STAFF_TOTP_KEY: key })).toThrow(
      "VANTREO_FIRM_FACTS: phone: +1 (470) 555-0147 is in the range reserved for fiction (555-0100 to 555-0199): placeholders are refused when NODE_ENV=production",
    );
    expect(
      loadConfig({
        NODE_ENV: "production",
        LEAD_API_STAFF_TOTP_KEY: key,
        VANTREO_FIRM_FACTS: PRODUCTION_FACTS,
      }).firmFacts,
    ).toBe(PRODUCTION_FACTS);
    // Outside production the shipped facts start (mails leave the placeholder phone out).
    expect(loadConfig({}).firmFacts).toBeUndefined();
    expect(() => loadConfig({ VANTREO_FIRM_FACTS: "/nonexistent/firm.json" })).toThrow(
      "VANTREO_FIRM_FACTS: cannot read /nonexistent/firm.json",
    );
  });
});
