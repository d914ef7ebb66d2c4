import { describe, expect, it } from "vitest";
import { leadChangeSchema } from "./desk-bodies";
import { mergeSchema, REPLY_BODY_MAX, replySchema, templateEditSchema } from "./reply-bodies";

describe("a reply from the desk", () => {
  it("keeps line breaks and strips markup and bidirectional overrides from the text", () => {
    const parsed = replySchema.parse({
      subject: "Your inquiry",
      body: "Hello <b>Ada</b>,\n\nthanks\u202e.",
      locale: "de",
    });
    expect(parsed.body).toBe("Hello Ada,\n\nthanks.");
    expect(parsed.locale).toBe("de");
  });

  it("refuses an empty or oversized text, and a language the site does not have", () => {
    expect(replySchema.safeParse({ subject: "Hi", body: "   " }).success).toBe(false);
    expect(
      replySchema.safeParse({ subject: "Hi", body: "x".repeat(REPLY_BODY_MAX + 1) }).success,
    ).toBe(false);
    expect(replySchema.safeParse({ subject: "Hi", body: "ok", locale: "fr" }).success).toBe(false);
  });

  it("takes a template edit only with a name, a subject and a text", () => {
    expect(templateEditSchema.safeParse({ name: "A", subject: "B", body: "C" }).success).toBe(true);
    expect(templateEditSchema.safeParse({ name: "", subject: "B", body: "C" }).success).toBe(false);
  });

  it("merges only into a named lead", () => {
    expect(mergeSchema.safeParse({}).success).toBe(false);
    expect(mergeSchema.parse({ into: "abc" }).into).toBe("abc");
  });
});

describe("a lead change with an estimated value", () => {
  it("takes whole dollars or null, alone or with a status", () => {
    expect(leadChangeSchema.safeParse({ version: 1, estimatedValue: 25000 }).success).toBe(true);
    expect(leadChangeSchema.safeParse({ version: 1, estimatedValue: null }).success).toBe(true);
    expect(leadChangeSchema.safeParse({ version: 1, estimatedValue: 12.5 }).success).toBe(false);
    expect(leadChangeSchema.safeParse({ version: 1, estimatedValue: -1 }).success).toBe(false);
    expect(leadChangeSchema.safeParse({ version: 1 }).success).toBe(false);
  });
});
