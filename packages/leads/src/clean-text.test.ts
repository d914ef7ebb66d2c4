import { describe, expect, it } from "vitest";
import { cleanFreeText, cleanText } from "./clean-text";

describe("cleanText", () => {
  it("drops C0 and C1 control characters and DEL, NUL included", () => {
    expect(cleanText("A\u0000d\u0007a\u001b\u007f\u0085\u009f")).toBe("Ada");
  });

  it("drops the bidirectional embedding, override and isolate controls", () => {
    const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069";
    expect(cleanText(`Invoice${controls}fdp.exe`)).toBe("Invoicefdp.exe");
    expect(cleanText("\u202eGrace Hopper")).toBe("Grace Hopper");
  });

  it("keeps the bidirectional marks LRM, RLM and ALM that Arabic text relies on", () => {
    expect(cleanText("شركة\u200f ACME\u200e \u061c")).toBe("شركة\u200f ACME\u200e \u061c");
  });

  it("turns line breaks and tabs into spaces in a single-line field", () => {
    expect(cleanText("Ada\r\nKing\rLovelace\nof\tEngines\u2028x\u2029y")).toBe(
      "Ada King Lovelace of Engines x y",
    );
  });

  it("keeps line feeds and tabs in a multi-line field, one line feed per line break", () => {
    expect(cleanText("one\r\ntwo\rthree\nfour\u2028five\tsix", { multiLine: true })).toBe(
      "one\ntwo\nthree\nfour\nfive\tsix",
    );
  });

  it("replaces lone surrogates, which UTF-8 cannot encode, and keeps surrogate pairs", () => {
    expect(cleanText("a\ud800b\udc00c")).toBe("a\ufffdb\ufffdc");
    expect(cleanText("launch 🚀 \ud83d")).toBe("launch 🚀 \ufffd");
  });

  it("trims, and gives an empty string for null and undefined", () => {
    expect(cleanText("  Ada \n")).toBe("Ada");
    expect(cleanText(null)).toBe("");
    expect(cleanText(undefined)).toBe("");
  });
});

describe("cleanFreeText", () => {
  it("drops control characters before stripping tags, so they cannot hide one", () => {
    expect(cleanFreeText("<scr\u0000ipt>alert(1)</scr\u202eipt>Ada")).toBe("alert(1)Ada");
  });

  it("keeps the message's lines when multi-line", () => {
    expect(cleanFreeText("<p>Hello</p>\r\n\tWorld", { multiLine: true })).toBe("Hello\n\tWorld");
  });
});
