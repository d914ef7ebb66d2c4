import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

/** Opens an SMTP session, starts a transaction and resets the socket mid-transaction. */
async function resetMidTransaction(port: number): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  let seen = "";
  const waitFor = (code: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (seen.includes(code)) {
          seen = "";
          socket.off("data", onData);
          resolve();
        }
      };
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        check();
      };
      socket.on("data", onData);
      check();
    });
  await waitFor("220");
  socket.write("EHLO crash.test\r\n");
  await waitFor("250 ");
  socket.write("MAIL FROM:<no-reply@vantreo.test>\r\n");
  await waitFor("250");
  socket.write("RCPT TO:<sales@vantreo.test>\r\n");
  await waitFor("250");
  socket.write("DATA\r\n");
  await waitFor("354");
  // RST rather than FIN: what the server sees when the sending process is killed.
  socket.resetAndDestroy();
}

describe("the SMTP sink", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("keeps a client's reset mid-transaction as a connection error instead of crashing the run", async () => {
    await resetMidTransaction(sink.port);
    const deadline = Date.now() + 5_000;
    while (sink.connectionErrors.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sink.connectionErrors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual([
      "ECONNRESET",
    ]);
    expect(sink.received).toHaveLength(0);
  });
});
