import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server for tests: what arrived, parsed, and how it answers. */
export type SmtpSink = {
  url: string;
  port: number;
  received: ParsedMail[];
  /** The envelope recipients (`RCPT TO`) of each received message, in the same order. */
  envelopes: string[][];
  /** Errors of client connections (a client killed mid-transfer resets its socket). */
  connectionErrors: Error[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Answers the next `count` DATA commands with a temporary failure (451, RFC 5321 4.2.3). */
  failNext(count: number): void;
  /**
   * Calls `onData` when a message's data has arrived and holds the answer until it resolves;
   * `false` drops the message (as if the transfer had been cut before the server took it).
   */
  holdWith(onData: (() => Promise<boolean>) | null): void;
  close(): Promise<void>;
};

/**
 * Starts smtp-server (nodemailer's own) on a free loopback port, accepting any sender and
 * recipient without authentication, and parses each message with mailparser.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let failures = 0;
  let hold: (() => Promise<boolean>) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void (async () => {
          const keep = hold ? await hold() : true;
          if (!keep) {
            callback(new Error("dropped"));
            return;
          }
          if (failures > 0) {
            failures -= 1;
            const error = Object.assign(new Error("try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          const parsed = await simpleParser(Buffer.concat(chunks));
          envelopes.push(session.envelope.rcptTo.map((recipient) => recipient.address));
          received.push(parsed);
          callback();
        })();
      });
    },
  });
  // A client that dies mid-transaction (the crash tests kill the API while it sends) resets its
  // socket; smtp-server reports that as an "error" event, which must not become an uncaught
  // exception of the test run. The sink keeps it for the tests to look at.
  const connectionErrors: Error[] = [];
  server.on("error", (error: Error) => void connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    envelopes,
    connectionErrors,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    failNext: (count) => void (failures = count),
    holdWith: (onData) => void (hold = onData),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
