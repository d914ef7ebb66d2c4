import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { SITE } from "../test-support/dataroom-kit";
import { createTestApp, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../test-support/test-stores";

// The built CLI, as `pnpm staff:add` runs it (the run's global setup builds dist/ first).
const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "staff-cli.js");
const PASSWORD = "Buford-Highway-Market-7";

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the CLI on the test store's database with `stdin` piped in, as an operator would. */
function runCli(
  testStore: TestStore,
  args: string[],
  stdin: string,
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  const env: Record<string, string> = testStore.url
    ? {
        DATABASE_URL: testStore.url,
        LEAD_API_IP_HASH_SECRET: "a-test-secret-of-at-least-32-characters",
      }
    : { LEAD_API_DATA_DIR: testStore.dataDir ?? "" };
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env, ...extraEnv },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const uriOf = (run: Run) => /^otpauth:\/\/\S+$/m.exec(run.stdout)?.[0] ?? "";

describe.each(STORE_KINDS)("the staff CLI on %s", (kind) => {
  const currentStore = useTestStore(kind);

  async function signInWith(email: string, password: string, uri: string) {
    const app = createTestApp(currentStore().store);
    const code = URI.parse(uri).generate();
    return postJson(
      app,
      "/v1/staff/session",
      { email, password, code },
      { headers: { Origin: SITE } },
    );
  }

  it("adds the first owner with the password read from stdin, printing the otpauth URI once", async () => {
    const args = [
      "add",
      "--email",
      "Avery@Vantreo.com",
      "--name",
      "Avery Stone",
      "--roles",
      "owner",
    ];
    const run = await runCli(currentStore(), args, `${PASSWORD}\n`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created avery@vantreo.com (owner).");
    expect(uriOf(run)).toMatch(/^otpauth:\/\/totp\/Vantreo:avery%40vantreo\.com\?/);
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    expect(run.stderr).toContain("LEAD_API_STAFF_TOTP_KEY is not set");
    expect((await signInWith("avery@vantreo.com", PASSWORD, uriOf(run))).status).toBe(200);
    const again = await runCli(currentStore(), args, `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists");
  });

  it("refuses a password given as an argument, a short password and an unknown role", async () => {
    const base = ["add", "--email", "b@vantreo.com", "--name", "B"];
    const asArgument = await runCli(
      currentStore(),
      [...base, "--roles", "sales", "--password", PASSWORD],
      "",
    );
    expect(asArgument.code).toBe(1);
    const short = await runCli(currentStore(), [...base, "--roles", "sales"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const role = await runCli(currentStore(), [...base, "--roles", "admin"], `${PASSWORD}\n`);
    expect(role.code).toBe(1);
    expect(role.stderr).toContain("roles");
    expect(await currentStore().store.staff.findAccountByEmail("b@vantreo.com")).toBeNull();
  });

  it("resets the password from stdin and the second factor, and disables an account", async () => {
    const email = "casey@vantreo.com";
    const added = await runCli(
      currentStore(),
      ["add", "--email", email, "--name", "Casey", "--roles", "investor-relations,sales"],
      `${PASSWORD}\n`,
    );
    expect(added.code).toBe(0);
    const newPassword = "Moreland-Avenue-Depot-9";
    const reset = await runCli(
      currentStore(),
      ["reset-password", "--email", email],
      `${newPassword}\n`,
    );
    expect(reset.code).toBe(0);
    const totp = await runCli(currentStore(), ["reset-totp", "--email", email], "");
    expect(totp.code).toBe(0);
    expect(uriOf(totp)).not.toBe(uriOf(added));
    expect((await signInWith(email, PASSWORD, uriOf(totp))).status).toBe(401);
    expect((await signInWith(email, newPassword, uriOf(totp))).status).toBe(200);
    const disabled = await runCli(currentStore(), ["disable", "--email", email], "");
    expect(disabled.code).toBe(0);
    expect((await currentStore().store.staff.findAccountByEmail(email))?.disabledAt).not.toBeNull();
  });

  it("seals the secrets stored in clear once LEAD_API_STAFF_TOTP_KEY is set, and sign-in keeps working", async () => {
    const key = Buffer.alloc(32, 9).toString("base64");
    const email = "drew@vantreo.com";
    const added = await runCli(
      currentStore(),
      ["add", "--email", email, "--name", "Drew", "--roles", "sales"],
      `${PASSWORD}\n`,
    );
    expect(added.code).toBe(0);
    const before = await currentStore().store.staff.findAccountByEmail(email);
    expect(before?.totpSecret).toMatch(/^plain:/);
    const withoutKey = await runCli(currentStore(), ["seal-totp"], "");
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toContain("LEAD_API_STAFF_TOTP_KEY is not set");
    const sealed = await runCli(currentStore(), ["seal-totp"], "", {
      LEAD_API_STAFF_TOTP_KEY: key,
    });
    expect(sealed.code).toBe(0);
    expect(sealed.stdout).toContain("Sealed 1 TOTP secret(s)");
    const after = await currentStore().store.staff.findAccountByEmail(email);
    expect(after?.totpSecret).toMatch(/^aes-256-gcm:/);
    expect(after?.totpSecret).not.toContain(before?.totpSecret.slice("plain:".length) ?? "-");
    const again = await runCli(currentStore(), ["seal-totp"], "", { LEAD_API_STAFF_TOTP_KEY: key });
    expect(again.stdout).toContain(
      "Sealed 0 TOTP secret(s) with LEAD_API_STAFF_TOTP_KEY; 1 were sealed already.",
    );
    // The same authenticator still signs in, on a server that holds the key.
    const app = createTestApp(currentStore().store, { env: { LEAD_API_STAFF_TOTP_KEY: key } });
    const code = URI.parse(uriOf(added)).generate();
    const response = await postJson(
      app,
      "/v1/staff/session",
      { email, password: PASSWORD, code },
      { headers: { Origin: SITE } },
    );
    expect(response.status).toBe(200);
  });
});
