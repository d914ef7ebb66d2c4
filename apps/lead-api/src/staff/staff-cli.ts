import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openStore } from "../store/open-store";
import {
  createStaffAccount,
  disableStaffAccount,
  passwordProblem,
  resetStaffPassword,
  resetStaffTotp,
  validateNewStaff,
  type Actor,
} from "./staff-accounts";
import { sealPlainTotpSecrets } from "./seal-totp-secrets";
import type { StaffStore } from "./staff-store";
import { parseTotpKey } from "./totp-secret";

const USAGE = `Usage (the password is read from standard input, never from an argument):
  staff:add --email <e-mail> --name <display name> --roles <role,role>
  staff:reset-password --email <e-mail>
  staff:reset-totp --email <e-mail>
  staff:disable --email <e-mail>
  staff:seal-totp   (once LEAD_API_STAFF_TOTP_KEY is set: encrypts secrets stored in clear)
Roles: sales, marketing, investor-relations, privacy, owner.`;

/** A failure the operator can act on: printed without a stack, exit code 1. */
class CliError extends Error {}

/**
 * Reads the first line of standard input: the password is never an argument (it would land in
 * `ps` and the shell history). On a terminal the input is echoed, so a pipe is preferred.
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password (input is echoed; prefer a pipe): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trimEnd();
}

function printEnrolment(uri: string): void {
  process.stdout.write(
    `Add this account to an authenticator app now; the link is shown only this once:\n${uri}\n`,
  );
}

async function accountOf(store: StaffStore, email: string | undefined) {
  if (!email) throw new CliError("--email is required.");
  const account = await store.findAccountByEmail(email.trim());
  if (!account) throw new CliError(`No staff account has the e-mail ${email.trim()}.`);
  return account;
}

async function run(
  command: string,
  flags: Record<string, string | undefined>,
  store: StaffStore,
  key: Buffer | null,
) {
  const by: Actor = { actor: "cli", ipHash: null, now: Date.now() };
  if (command === "add") {
    const input = validateNewStaff({ ...flags, password: await readPassword() });
    if (!input.ok) {
      const problem = input.fields.includes("password") ? passwordProblem("") : null;
      throw new CliError(`Not valid: ${input.fields.join(", ")}.${problem ? ` ${problem}` : ""}`);
    }
    const created = await createStaffAccount(store, input.value, by, key);
    if (!created)
      throw new CliError(`A staff account with the e-mail ${input.value.email} exists.`);
    process.stdout.write(
      `Created ${created.account.email} (${created.account.roles.join(", ")}).\n`,
    );
    printEnrolment(created.enrolmentUri);
  } else if (command === "reset-password") {
    const account = await accountOf(store, flags.email);
    const password = await readPassword();
    const problem = passwordProblem(password);
    if (problem) throw new CliError(problem);
    await resetStaffPassword(store, account, password, by);
    process.stdout.write(`New password set for ${account.email}; its sessions ended.\n`);
  } else if (command === "reset-totp") {
    const account = await accountOf(store, flags.email);
    const uri = await resetStaffTotp(store, account, by, key);
    if (!uri) throw new CliError(`No staff account has the e-mail ${account.email}.`);
    process.stdout.write(`New second factor for ${account.email}; its sessions ended.\n`);
    printEnrolment(uri);
  } else if (command === "seal-totp") {
    if (!key)
      throw new CliError(
        "LEAD_API_STAFF_TOTP_KEY is not set: set it (openssl rand -base64 32) and run this again.",
      );
    const { sealed, alreadySealed } = await sealPlainTotpSecrets(store, key);
    process.stdout.write(
      `Sealed ${sealed} TOTP secret(s) with LEAD_API_STAFF_TOTP_KEY; ${alreadySealed} were sealed already.\n`,
    );
  } else if (command === "disable") {
    const account = await accountOf(store, flags.email);
    await disableStaffAccount(store, account, by);
    process.stdout.write(`Disabled ${account.email}; its sessions ended.\n`);
  } else {
    throw new CliError(USAGE);
  }
}

/**
 * The staff CLI (`pnpm --filter @vantreo/lead-api staff:add` and its siblings): works on the
 * store the server's own configuration names (SQLite in the data folder, or `DATABASE_URL`).
 * There is no default account and no default password: the first owner is made here.
 */
async function main() {
  const [command = "", ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: "string" }, name: { type: "string" }, roles: { type: "string" } },
    strict: true,
  });
  const config = loadConfig();
  const key = config.staffTotpKey ? parseTotpKey(config.staffTotpKey) : null;
  if (!key && (command === "add" || command === "reset-totp"))
    process.stderr.write(
      "Warning: LEAD_API_STAFF_TOTP_KEY is not set, so the second-factor secret is stored unencrypted.\n",
    );
  const store = await openStore(config);
  try {
    await run(command, values, store.staff, key);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof CliError ? error.message : String(error)}\n`);
  process.exit(1);
});
