import type { AlertConfig, AlertConfigInput } from "@vantreo/contracts/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import { alertConfigAnswerSchema } from "@vantreo/contracts";
import { deskCall, signInAs, type DeskFixture } from "../desk/desk-test-kit";
import { createLogger } from "../log/logger";
import { testClock } from "../test-support/dataroom-kit";
import { contactLead, createTestApp, postLead } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { createAlertRelay } from "./alert-relay";

const SLACK_PATH = "/services/T0VANTREO/B0ALERTS/s3cretSlackToken0123456789";
const SLACK_URL = `https://hooks.slack.com${SLACK_PATH}`;
const TEAMS_PATH =
  "/powerautomate/automations/direct/workflows/0a1b2c3d4e5f/triggers/manual/paths/invoke";
const TEAMS_QUERY = "?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=TeamsS1gnatureSecret";
const TEAMS_URL = `https://default0a1b.e4.environment.api.powerplatform.com${TEAMS_PATH}${TEAMS_QUERY}`;
// The parts of the URLs that make them credentials; neither may leave the server.
const SECRETS = ["s3cretSlackToken0123456789", "TeamsS1gnatureSecret"];

describe.each(STORE_KINDS)("Slack and Teams alerts on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let fixture: DeskFixture;
  let appLines: string[];
  let relayLines: string[];
  let receiver: WebhookReceiver | undefined;

  beforeEach(async () => {
    appLines = [];
    relayLines = [];
    const clock = testClock();
    const store = currentStore().store;
    const app = createTestApp(store, { now: clock.now, lines: appLines });
    fixture = { app, clock, store, staff: {} };
    await signInAs(fixture, "boss", ["owner"]);
    await signInAs(fixture, "ana", ["sales"]);
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const putAlerts = async (body: AlertConfigInput, as = "boss") =>
    deskCall(fixture.app, fixture.staff[as], "PUT", "/alerts", body);

  async function standardRules(): Promise<AlertConfig> {
    const response = await putAlerts({
      rules: [
        {
          name: "High-value leads",
          channel: "slack",
          webhookUrl: SLACK_URL,
          leadTypes: ["demo-request", "assessment"],
          locale: "de",
          enabled: true,
        },
        {
          name: "Every lead",
          channel: "teams",
          webhookUrl: TEAMS_URL,
          leadTypes: [],
          locale: "ar",
          enabled: true,
        },
      ],
    });
    expect(response.status).toBe(200);
    return await contractJson(alertConfigAnswerSchema, response);
  }

  /** A relay whose requests reach the local receiver, with the webhook's path and query kept. */
  function relay(maxAttempts = 5) {
    return createAlertRelay({
      alerts: fixture.store.alerts,
      siteUrl: "https://www.vantreo.com",
      logger: createLogger({ level: "debug", write: (line) => relayLines.push(line) }),
      maxAttempts,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: fixture.clock.now,
      random: () => 0.5,
      // Slack's and Microsoft's hosts resolved to the receiver: the same request, on loopback.
      fetch: (input, init) => {
        const url = new URL(String(input));
        const origin = new URL(receiver!.url).origin;
        return globalThis.fetch(`${origin}${url.pathname}${url.search}`, init);
      },
    });
  }

  async function lead(n: number, overrides: Record<string, unknown> = {}): Promise<string> {
    fixture.clock.advance(1000);
    const response = await postLead(fixture.app, contactLead(n, overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { leadId: string }).leadId;
  }

  it("lets only owners read and edit the rules", async () => {
    expect((await deskCall(fixture.app, fixture.staff.ana, "GET", "/alerts")).status).toBe(403);
    expect((await putAlerts({ rules: [] }, "ana")).status).toBe(403);
    expect((await deskCall(fixture.app, fixture.staff.boss, "GET", "/alerts")).status).toBe(200);
  });

  it("stores the webhook URL but answers it only masked, and keeps it when a rule is saved without it", async () => {
    const saved = await standardRules();
    expect(saved.rules.map(({ id: _id, ...rule }) => rule)).toEqual([
      {
        name: "High-value leads",
        channel: "slack",
        maskedUrl: "https://hooks.slack.com/…6789",
        leadTypes: ["demo-request", "assessment"],
        locale: "de",
        enabled: true,
      },
      {
        name: "Every lead",
        channel: "teams",
        maskedUrl: "https://default0a1b.e4.environment.api.powerplatform.com/…cret",
        leadTypes: [],
        locale: "ar",
        enabled: true,
      },
    ]);
    const listed = await deskCall(fixture.app, fixture.staff.boss, "GET", "/alerts");
    const text = await listed.text();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    // Renamed and turned off without sending the URL again: the stored one stays.
    const [slack, teams] = saved.rules;
    const again = await putAlerts({
      rules: [
        { ...slack!, name: "Demos", enabled: false },
        { ...teams!, channel: "teams" },
      ],
    });
    expect(again.status).toBe(200);
    const [row] = await fixture.store.alerts.rules().then((config) => config.rules);
    expect(row).toMatchObject({ name: "Demos", enabled: false, maskedUrl: slack!.maskedUrl });
  });

  it("refuses a bad or missing URL, or a kept URL that does not fit a new channel, without echoing it", async () => {
    const rule = {
      name: "Alerts",
      channel: "slack" as const,
      leadTypes: [],
      locale: "en" as const,
      enabled: true,
    };
    for (const webhookUrl of [
      "https://hooks.slack.com.attacker.example/services/T1/B2/s3cretSlackToken0123456789",
      "http://hooks.slack.com/services/T1/B2/s3cretSlackToken0123456789",
      undefined,
    ]) {
      const response = await putAlerts({
        rules: [{ ...rule, ...(webhookUrl ? { webhookUrl } : {}) }],
      });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain("invalid_request");
      for (const secret of SECRETS) expect(body).not.toContain(secret);
    }
    const [slack] = (await standardRules()).rules;
    const switched = await putAlerts({ rules: [{ ...slack!, channel: "teams" }] });
    expect(switched.status).toBe(400);
    expect(await switched.json()).toMatchObject({
      error: { code: "invalid_request", fields: { rules: expect.stringMatching(/^rule 1: /) } },
    });
  });

  it("posts Block Kit to Slack and an Adaptive Card to Teams, each in its rule's language, with no more than the sales notification", async () => {
    receiver = await startWebhookReceiver([200]);
    await standardRules();
    const demo = await lead(1, {
      leadType: "demo-request",
      company: "Smith & Sons > [Pay](https://evil.example)",
      metadata: { marketing_consent: true, consent_text_version: "2025-06", locale: "de" },
    });
    expect(await relay().runOnce()).toEqual({ delivered: 2, retried: 0, dead: 0, cancelled: 0 });
    const posts = receiver.received.map(
      (request) => JSON.parse(request.body) as Record<string, unknown>,
    );
    expect(receiver.received.map((request) => request.path).sort()).toEqual(
      [SLACK_PATH, `${TEAMS_PATH}${TEAMS_QUERY}`].sort(),
    );
    expect(receiver.received.map((request) => request.headers["content-type"])).toEqual([
      "application/json",
      "application/json",
    ]);
    const slack = posts.find((body) => "blocks" in body)!;
    const teams = posts.find((body) => body.type === "message")!;
    expect(slack).toEqual({
      text: "Neuer Lead: Demo-Anfrage über Kontaktseite",
      blocks: [
        { type: "header", text: { type: "plain_text", text: slack.text } },
        {
          type: "section",
          fields: [
            { type: "mrkdwn", text: "*Art*\nDemo-Anfrage" },
            { type: "mrkdwn", text: "*Quelle*\nKontaktseite" },
            { type: "mrkdwn", text: "*Sprache*\nDeutsch" },
            // Slack's control characters typed into the form stay text.
            {
              type: "mrkdwn",
              text: "*Unternehmen*\nSmith &amp; Sons &gt; [Pay](https://evil.example)",
            },
            { type: "mrkdwn", text: "*Seite*\nhttps://www.vantreo.com/contact" },
          ],
        },
        {
          type: "actions",
          elements: [
            {
              type: "button",
              text: { type: "plain_text", text: "Lead im Desk öffnen" },
              url: `https://www.vantreo.com/de/desk/leads/${demo}`,
            },
          ],
        },
      ],
    });
    expect(teams).toMatchObject({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: {
            type: "AdaptiveCard",
            version: "1.5",
            rtl: true,
            body: [
              { type: "TextBlock", wrap: true },
              { type: "FactSet", facts: expect.arrayContaining([]) },
            ],
            actions: [
              { type: "Action.OpenUrl", url: `https://www.vantreo.com/ar/desk/leads/${demo}` },
            ],
          },
        },
      ],
    });
    const card = JSON.stringify(teams);
    expect(card).toContain("\\\\[Pay\\\\]\\\\(https://evil.example\\\\)");
    // No name, e-mail, phone or message of the person in either channel.
    for (const body of [JSON.stringify(slack), card])
      for (const personal of ["visitor.1@example.com", "Grace", "Hopper", "555-0142", "logistics"])
        expect(body).not.toContain(personal);
  });

  it("posts to the rule's own webhook path, and retries a 500 with backoff until the 200", async () => {
    receiver = await startWebhookReceiver([500, 200]);
    await standardRules();
    await lead(2, { leadType: "assessment" });
    await putAlerts({ rules: [] }).then((response) => expect(response.status).toBe(200));
    // Deleting the rules afterwards leaves both rows without a rule: given up, nothing posted.
    expect(await relay().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 2 });
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 0, delivered: 0, dead: 2 });

    const saved = await standardRules();
    await putAlerts({ rules: [saved.rules[0]!] });
    await lead(3, { leadType: "assessment" });
    const first = await relay().runOnce();
    expect(first).toEqual({ delivered: 0, retried: 1, dead: 0, cancelled: 0 });
    // Not due again before the backoff (750 ms with the jitter at its midpoint).
    expect(await relay().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    fixture.clock.advance(750);
    expect(await relay().runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0, cancelled: 0 });
    fixture.clock.advance(60_000);
    expect(await relay().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    expect(receiver.received.map((request) => request.path)).toEqual([SLACK_PATH, SLACK_PATH]);
    const [failed, delivered] = receiver.received;
    expect(failed?.body).toBe(delivered?.body);
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 0, delivered: 1, dead: 2 });
    // Neither the app's nor the relay's log names a webhook URL.
    for (const line of [...appLines, ...relayLines])
      for (const secret of [...SECRETS, "hooks.slack.com", "powerplatform"])
        expect(line).not.toContain(secret);
    expect(relayLines.some((line) => line.includes("chat alert failed"))).toBe(true);
  });

  it("posts each alert once when two instances' relays run at the same time", async () => {
    receiver = await startWebhookReceiver([200]);
    await standardRules();
    await lead(9, { leadType: "demo-request" });
    const passes = await Promise.all([relay().runOnce(), relay().runOnce()]);
    expect(passes.reduce((sum, pass) => sum + pass.delivered, 0)).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(await relay().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
  });

  it("fires a demo-request rule for demo requests only, never for a contact lead, and skips rules turned off", async () => {
    const saved = await standardRules();
    await putAlerts({
      rules: [saved.rules[0]!, { ...saved.rules[1]!, enabled: false }],
    }).then((response) => expect(response.status).toBe(200));
    await lead(4);
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    await lead(5, { leadType: "demo-request" });
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 1, delivered: 0, dead: 0 });
  });

  it("leaves newsletter signups and spam out of an every-lead rule", async () => {
    const saved = await standardRules();
    await putAlerts({ rules: [saved.rules[1]!] });
    await lead(6, { leadType: "newsletter", source: "footer" });
    await lead(7, { metadata: { website: "bot.example", locale: "en" } });
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    await lead(8);
    expect(await fixture.store.alerts.counts()).toEqual({ pending: 1, delivered: 0, dead: 0 });
  });
});
