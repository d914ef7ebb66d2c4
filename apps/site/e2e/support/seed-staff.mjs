// Creates the e2e run's staff accounts with the lead API's own CLI, before the API starts on the
// same data folder: one investor-relations account per data-room test that signs in and one
// sales account per lead-desk test that signs in, so tests
// running in parallel never present the same TOTP code twice (a code is accepted once). The
// password goes in on stdin, as an operator's would; the otpauth URIs the CLI prints once are
// written to E2E_STAFF_ENROLMENT for the specs, which compute codes from them with otpauth.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

const cli = new URL("../../../lead-api/dist/staff-cli.js", import.meta.url);
// The data room's administrators (investor relations) and the lead desk's salespeople.
const groups = [
  {
    accounts: process.env.E2E_DATAROOM_ADMINS,
    password: process.env.E2E_DATAROOM_ADMIN_PASSWORD,
    name: "E2E investor relations",
    roles: "investor-relations",
  },
  {
    accounts: process.env.E2E_DESK_STAFF,
    password: process.env.E2E_DESK_STAFF_PASSWORD,
    name: "E2E Sales",
    roles: "sales",
  },
];
const enrolment = {};
for (const { accounts = "", password = "", name, roles } of groups) {
  for (const email of accounts.split(",").filter(Boolean)) {
    // Names tell the accounts apart (the lead desk's owner menu lists them).
    const label = `${name} (${email.split("@")[0]})`;
    const args = ["add", "--email", email, "--name", label, "--roles", roles];
    const run = spawnSync(process.execPath, [cli.pathname, ...args], {
      input: `${password}\n`,
      encoding: "utf8",
    });
    const uri = /^otpauth:\/\/\S+$/m.exec(run.stdout ?? "")?.[0];
    if (run.status !== 0 || !uri) {
      process.stderr.write(`staff:add ${email} failed: ${run.stderr}\n`);
      process.exit(1);
    }
    enrolment[email] = uri;
  }
}
writeFileSync(process.env.E2E_STAFF_ENROLMENT ?? "", JSON.stringify(enrolment));
