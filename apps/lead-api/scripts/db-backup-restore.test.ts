import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOnce } from "../src/test-support/lead-load";
import { startServer, type RunningServer } from "../src/test-support/spawn-server";
import { ADMIN_TOKEN } from "../src/test-support/test-app";
import { createTestDatabase, STORE_KINDS, type StoreKind } from "../src/test-support/test-stores";

const run = promisify(execFile);
const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

type Rows = { leads: Map<string, string>; outbox: string[] };

/** The store a spawned server uses, read and wiped from outside the server. */
type StoreUnderTest = { env: Record<string, string>; rows(): Promise<Rows>; wipe(): Promise<void> };

async function sqliteStore(dir: string): Promise<StoreUnderTest> {
  const file = join(dir, "leads.sqlite");
  return {
    env: { LEAD_API_DATA_DIR: dir },
    async rows() {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      const leads = db.prepare("SELECT email, id FROM leads").all() as Record<string, string>[];
      const outbox = db.prepare("SELECT lead_id FROM outbox").all() as Record<string, string>[];
      db.close();
      return {
        leads: new Map(leads.map((row) => [row.email as string, row.id as string])),
        outbox: outbox.map((row) => row.lead_id as string),
      };
    },
    async wipe() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(): Promise<StoreUnderTest> {
  const url = await createTestDatabase("lead_api_backup");
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, string>[];
    } finally {
      await client.end();
    }
  };
  return {
    // PostgreSQL deployments must key address pseudonyms with a shared secret (config.ts).
    env: { DATABASE_URL: url, LEAD_API_IP_HASH_SECRET: "backup-restore-test-secret-of-32-chars+" },
    async rows() {
      const leads = await query("SELECT email, id FROM leads");
      const outbox = await query("SELECT lead_id FROM outbox");
      return {
        leads: new Map(leads.map((row) => [row.email as string, row.id as string])),
        outbox: outbox.map((row) => row.lead_id as string),
      };
    },
    async wipe() {
      await query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    },
  };
}

/** POSTs distinct contact leads from 4 connections until `stop()`; returns e-mail → lead id of each 201. */
async function postLeads(port: number, prefix: string, stop: (sent: number) => boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const acknowledged = new Map<string, string>();
  const statuses: number[] = [];
  let sent = 0;
  const loop = async () => {
    while (!stop(sent)) {
      const email = `${prefix}.${sent++}@example.com`;
      const body = JSON.stringify({
        firstName: "Backup",
        lastName: "Tester",
        email,
        message: "A lead written to prove that backups and restores keep it.",
        leadType: "contact",
        source: "contact-page",
        metadata: { marketing_consent: false },
      });
      const answer = await postOnce(port, agent, body);
      statuses.push(answer?.status ?? 0);
      if (answer?.status === 201)
        acknowledged.set(email, (JSON.parse(answer.body) as { leadId: string }).leadId);
    }
  };
  await Promise.all(Array.from({ length: 4 }, loop));
  agent.destroy();
  return { acknowledged, statuses };
}

function pnpmScript(script: string, args: string[], env: Record<string, string>) {
  return run("pnpm", ["run", "--silent", script, ...args], {
    cwd: appDir,
    env: { ...process.env, ...env },
  });
}

async function stop(server: RunningServer) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

describe.each(STORE_KINDS)("db:backup and db:restore on %s", (kind: StoreKind) => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "lead-api-backup-"));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("brings back every lead and outbox row after the store was wiped, from a backup taken under load", async () => {
    const store =
      kind === "sqlite" ? await sqliteStore(join(workDir, "data")) : await postgresStore();
    const env = {
      ...store.env,
      LEAD_API_RATE_LIMIT: "1000000",
      LEAD_API_ADMIN_TOKEN: ADMIN_TOKEN,
      LEAD_API_LOG_LEVEL: "info",
    };
    let server = await startServer(env);
    const before = await postLeads(server.port, `before-${kind}`, (sent) => sent >= 60);
    expect(before.acknowledged.size).toBe(60);

    // Online: the service keeps taking leads while the backup runs, and none of them fails.
    const backupFile = join(workDir, kind === "sqlite" ? "leads.sqlite" : "leads.dump");
    let backupDone = false;
    const during = postLeads(server.port, `during-${kind}`, () => backupDone);
    const backup = pnpmScript("db:backup", ["--out", backupFile], env).finally(
      () => (backupDone = true),
    );
    const [{ stdout }, load] = await Promise.all([backup, during]);
    const report = JSON.parse(stdout) as { backup: string; store: string; leads: number };
    expect(report).toMatchObject({ backup: "ok", store: kind, file: backupFile });
    expect(load.statuses.every((status) => status === 201)).toBe(true);
    await stop(server);

    await store.wipe();
    const { stdout: restored } = await pnpmScript("db:restore", [backupFile], env);
    expect(JSON.parse(restored)).toMatchObject({ restore: "ok", store: kind });

    const rows = await store.rows();
    for (const [email, id] of before.acknowledged) expect(rows.leads.get(email)).toBe(id);
    // The backup is one consistent snapshot: what it holds was acknowledged, with its outbox row.
    const acknowledged = new Map([...before.acknowledged, ...load.acknowledged]);
    for (const [email, id] of rows.leads) expect(acknowledged.get(email)).toBe(id);
    expect(rows.leads.size).toBe(report.leads);
    expect([...rows.outbox].sort()).toEqual([...rows.leads.values()].sort());

    // The service runs on the restored store and finds the leads through its own API.
    server = await startServer(env);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    const exported = await fetch(`http://127.0.0.1:${server.port}/admin/v1/subjects/export`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: `before-${kind}.0@example.com` }),
    });
    const subject = (await exported.json()) as { leads: { id: string }[] };
    expect(subject.leads.map(({ id }) => id)).toEqual([
      before.acknowledged.get(`before-${kind}.0@example.com`),
    ]);
    await stop(server);

    // A store that holds leads is only replaced on purpose.
    await expect(pnpmScript("db:restore", [backupFile], env)).rejects.toMatchObject({
      stderr: expect.stringContaining("pass --force"),
    });
    await pnpmScript("db:restore", [backupFile, "--force"], env);
    expect((await store.rows()).leads.size).toBe(report.leads);
  });
});
