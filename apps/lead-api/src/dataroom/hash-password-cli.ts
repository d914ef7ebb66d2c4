import { hashPassword } from "./auth/password-hash";

/** The shortest admin password the CLI hashes (NIST SP 800-63B asks at least 8; we ask more). */
export const MIN_PASSWORD_LENGTH = 12;

/** Reads all of standard input; the password is never an argument (it would land in `ps` and shell history). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password (input is echoed; prefer a pipe): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * `pnpm --filter @vantreo/lead-api dataroom:hash-password`: reads the admin password from
 * standard input (one trailing newline dropped) and prints its `scrypt$…` hash for
 * `LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH`. Exits 1 with a message for a password too short.
 */
async function main() {
  const password = (await readStdin()).replace(/\r?\n$/, "");
  if (password.length < MIN_PASSWORD_LENGTH) {
    process.stderr.write(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.\n`);
    process.exit(1);
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
}

void main();
