import { describe, expect, it } from "vitest";
import { alertUrlProblem } from "./alert-fields";
import { alertConfigSchema } from "./alerts";

const SLACK = "https://hooks.slack.com/services/T0ABC123/B0DEF456/abcDEF123ghiJKL456mno789";
const WORKFLOWS =
  "https://default0a1b2c3d.e4.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/0123abcd/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=secret";
const LOGIC_APPS =
  "https://prod-12.westus.logic.azure.com:443/workflows/abcdef0123/triggers/manual/paths/invoke?api-version=2016-06-01&sig=secret";

describe("the alert webhook URL rule", () => {
  it("accepts Slack's incoming webhooks and Teams' Workflows webhooks", () => {
    expect(alertUrlProblem("slack", SLACK)).toBeNull();
    expect(alertUrlProblem("teams", WORKFLOWS)).toBeNull();
    expect(alertUrlProblem("teams", LOGIC_APPS)).toBeNull();
  });

  it("refuses plain http, other hosts, look-alike hosts and the other channel's URL", () => {
    expect(alertUrlProblem("slack", SLACK.replace("https:", "http:"))).toMatch(/https/);
    expect(
      alertUrlProblem("slack", "https://hooks.slack.com.evil.example/services/T1/B2/x"),
    ).not.toBeNull();
    expect(alertUrlProblem("slack", "https://hooks.slack.com/api/chat.postMessage")).not.toBeNull();
    expect(
      alertUrlProblem("slack", "https://user:pw@hooks.slack.com/services/T1/B2/x"),
    ).not.toBeNull();
    expect(alertUrlProblem("slack", WORKFLOWS)).not.toBeNull();
    expect(alertUrlProblem("teams", SLACK)).not.toBeNull();
    expect(alertUrlProblem("teams", "https://evil.example/powerautomate/x")).not.toBeNull();
    expect(alertUrlProblem("teams", "https://127.0.0.1/workflows/x/")).not.toBeNull();
    expect(alertUrlProblem("teams", "not a url")).toBe("not a URL");
  });

  it("explains that Office 365 connector webhooks are retired", () => {
    const connector =
      "https://contoso.webhook.office.com/webhookb2/0a1b@2c3d/IncomingWebhook/4e5f/6a7b";
    expect(alertUrlProblem("teams", connector)).toMatch(/retired/);
  });
});

describe("the alert rules body", () => {
  const rule = {
    name: "Demo requests",
    channel: "slack",
    webhookUrl: SLACK,
    leadTypes: ["demo-request"],
    locale: "de",
    enabled: true,
  };

  it("needs a webhook URL for a new rule, and lets a saved rule keep its stored one", () => {
    expect(alertConfigSchema.safeParse({ rules: [rule] }).success).toBe(true);
    const { webhookUrl: _url, ...withoutUrl } = rule;
    expect(alertConfigSchema.safeParse({ rules: [withoutUrl] }).success).toBe(false);
    expect(alertConfigSchema.safeParse({ rules: [{ ...withoutUrl, id: "r-1" }] }).success).toBe(
      true,
    );
  });

  it("names the problem of a bad URL without echoing the URL", () => {
    const secret = "https://hooks.slack.com/services/T1/B2/not-the-shape!";
    const parsed = alertConfigSchema.safeParse({ rules: [{ ...rule, webhookUrl: secret }] });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).not.toContain("not-the-shape");
  });

  it("refuses data-rights requests, unknown types and duplicates", () => {
    for (const leadTypes of [["data-rights"], ["lunch"], ["contact", "contact"]])
      expect(alertConfigSchema.safeParse({ rules: [{ ...rule, leadTypes }] }).success).toBe(false);
  });
});
