import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport, listMailFiles } from "./mail-transport";

describe("the mail transport without an SMTP URL", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes each mail as an .eml file in the data folder, listed oldest first", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-eml-"));
    dirs.push(dataDir);
    const transport = createMailTransport({ dataDir });
    expect(transport.kind).toBe("files");
    expect(listMailFiles(dataDir)).toEqual([]);
    await transport.send({
      messageId: "<mail-1.lead@vantreo.test>",
      from: "Vantreo <no-reply@vantreo.test>",
      to: "sales@vantreo.test",
      subject: "Neuer Lead",
      text: "Grüße",
      html: "<p>Grüße</p>",
    });
    const files = listMailFiles(dataDir);
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(files[0] ?? ""));
    expect(parsed.messageId).toBe("<mail-1.lead@vantreo.test>");
    expect(parsed.subject).toBe("Neuer Lead");
    expect(parsed.text?.trim()).toBe("Grüße");
    expect(parsed.html).toContain("<p>Grüße</p>");
  });
});
