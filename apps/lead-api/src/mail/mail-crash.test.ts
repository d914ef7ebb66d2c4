import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactLead } from "../test-support/test-app";
import { startServer, type RunningServer } from "../test-support/spawn-server";
import { STORE_KINDS, type StoreKind } from "../test-support/test-stores";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

async function freshPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  const name = `lead_api_mail_${randomUUID().replaceAll("-", "")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return inject("postgresUrl").replace(/\/postgres$/, `/${name}`);
}

describe.each(STORE_KINDS)("mail across a kill -9 of the built server on %s", (kind: StoreKind) => {
  let sink: SmtpSink;
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-mail-crash-"));
    env = {
      LEAD_API_DATA_DIR: dataDir,
      LEAD_API_SMTP_URL: sink.url,
      LEAD_API_MAIL_FROM: "Vantreo Data & AI <no-reply@vantreo.test>",
      LEAD_API_NOTIFY_TO: "sales@vantreo.test",
      LEAD_API_RELAY_INTERVAL_MS: "50",
      // A crashed relay's claim is retried once its lease is over.
      LEAD_API_RELAY_LEASE_MS: "1000",
      LEAD_API_LOG_LEVEL: "info",
      ...(kind === "postgres"
        ? {
            DATABASE_URL: await freshPostgres(),
            LEAD_API_IP_HASH_SECRET: "mail-crash-test-secret-0123456789abcdef",
          }
        : {}),
    };
  });
  afterAll(async () => {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers every mail after the API died while sending it: none lost, duplicates only of the same Message-ID", async () => {
    let server: RunningServer = await startServer(env);
    const first = server;
    let killed = false;
    // The first mail's data has reached the server: the API dies before hearing back, and the
    // transfer counts as cut off (the server keeps nothing).
    sink.holdWith(async () => {
      if (killed) return true;
      killed = true;
      first.child.kill("SIGKILL");
      await first.exited;
      return false;
    });
    const lead = contactLead("crash", { metadata: { marketing_consent: true, locale: "de" } });
    const response = await fetch(`http://127.0.0.1:${server.port}/v1/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:4173" },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(201);
    const deadline = Date.now() + 15_000;
    while (!killed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(killed).toBe(true);
    expect(await first.exited).toBeNull();

    server = await startServer(env);
    const mails = await sink.waitFor(2, 20_000);
    // Give a duplicate the time to show up, then check what arrived.
    await new Promise((r) => setTimeout(r, 1500));
    const ids = new Set(sink.received.map((mail) => mail.messageId));
    expect(ids.size).toBe(2);
    const subjects = new Set(mails.map((mail) => mail.subject));
    expect(subjects).toEqual(
      new Set(["New lead: Contact via Contact page", "Wir haben Ihre Anfrage erhalten"]),
    );
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
