// A real SMTP server for the e2e run (smtp-server, from the nodemailer project), started by the
// Playwright config next to the lead API, which sends every mail to it (LEAD_API_SMTP_URL): the
// sales notification, the visitor's acknowledgement, the newsletter confirmation. Each message
// it accepts is written as it arrived (RFC 5322) to E2E_MAILBOX_DIR, one .eml file per message,
// where the specs read it. Plain SMTP on loopback: STARTTLS is not offered, no authentication.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAILBOX_DIR ?? "";
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      // The folder may have been emptied since the last message (the API's data folder is
      // recreated at start), so it is made again for each one.
      mkdirSync(dir, { recursive: true });
      count += 1;
      writeFileSync(join(dir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
