import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { mailSettings } from "./mail-settings";

describe("the mail configuration", () => {
  it("runs locally without any mail variable: .eml files, the firm's address, the first site origin", () => {
    const settings = mailSettings(loadConfig({ LEAD_API_SITE_ORIGINS: "http://localhost:4173/" }));
    expect(settings).toEqual({
      from: "Vantreo Data & AI <no-reply@vantreo.com>",
      notifyTo: ["hello@vantreo.com"],
      privacyNotifyTo: ["hello@vantreo.com"],
      escalateTo: ["hello@vantreo.com"],
      siteUrl: "http://localhost:4173",
    });
  });

  it("takes the sender, the comma-separated recipients and the public site URL", () => {
    const config = loadConfig({
      LEAD_API_SMTP_URL: "smtp://user:pass@mail.example.com:587",
      LEAD_API_MAIL_FROM: "Vantreo <leads@vantreo.com>",
      LEAD_API_NOTIFY_TO: "sales@vantreo.com, desk@vantreo.com",
      LEAD_API_PUBLIC_SITE_URL: "https://www.vantreo.com",
    });
    expect(config.smtpUrl).toBe("smtp://user:pass@mail.example.com:587");
    expect(mailSettings(config)).toEqual({
      from: "Vantreo <leads@vantreo.com>",
      notifyTo: ["sales@vantreo.com", "desk@vantreo.com"],
      privacyNotifyTo: ["sales@vantreo.com", "desk@vantreo.com"],
      escalateTo: ["sales@vantreo.com", "desk@vantreo.com"],
      siteUrl: "https://www.vantreo.com",
    });
  });

  it("notifies the privacy officers of a data-rights request, else the lead recipients", () => {
    const config = loadConfig({
      LEAD_API_NOTIFY_TO: "sales@vantreo.com",
      LEAD_API_PRIVACY_NOTIFY_TO: "privacy@vantreo.com, dpo@vantreo.com",
    });
    expect(mailSettings(config).privacyNotifyTo).toEqual([
      "privacy@vantreo.com",
      "dpo@vantreo.com",
    ]);
    expect(mailSettings(config).notifyTo).toEqual(["sales@vantreo.com"]);
    expect(() => loadConfig({ LEAD_API_PRIVACY_NOTIFY_TO: "privacy officer" })).toThrow(
      /LEAD_API_PRIVACY_NOTIFY_TO/,
    );
  });

  it("escalates an overdue reply to the sales lead when configured, else to the lead recipients", () => {
    const config = loadConfig({
      LEAD_API_NOTIFY_TO: "sales@vantreo.com",
      LEAD_API_SLA_ESCALATE_TO: "head.of.sales@vantreo.com",
    });
    expect(mailSettings(config).escalateTo).toEqual(["head.of.sales@vantreo.com"]);
    expect(mailSettings(config).notifyTo).toEqual(["sales@vantreo.com"]);
  });

  it("refuses an SMTP URL without a sender or recipients, and addresses that are not e-mails", () => {
    expect(() => loadConfig({ LEAD_API_SMTP_URL: "smtp://mail.example.com" })).toThrow(
      /LEAD_API_MAIL_FROM: is required when LEAD_API_SMTP_URL is set[\s\S]*LEAD_API_NOTIFY_TO: is required/,
    );
    expect(() => loadConfig({ LEAD_API_NOTIFY_TO: "sales, desk@vantreo.com" })).toThrow(
      /LEAD_API_NOTIFY_TO/,
    );
    expect(() => loadConfig({ LEAD_API_SMTP_URL: "http://mail.example.com" })).toThrow(
      /LEAD_API_SMTP_URL/,
    );
  });
});
