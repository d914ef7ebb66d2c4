import { describe, expect, it } from "vitest";
import { stripHtmlTags } from "./strip-html-tags";

describe("stripHtmlTags", () => {
  it("removes tags and keeps the text between them", () => {
    expect(stripHtmlTags("<b>Ada</b>")).toBe("Ada");
    expect(stripHtmlTags('<script>alert("x")</script>Grace')).toBe('alert("x")Grace');
  });

  it("removes comments, doctype-like and processing instructions", () => {
    expect(stripHtmlTags("a<!-- hidden -->b<!DOCTYPE html>c<?xml version?>d")).toBe("abcd");
  });

  it("does not let nested fragments reassemble a tag", () => {
    expect(stripHtmlTags("<scr<script>ipt>alert(1)</scr</script>ipt>")).toBe("alert(1)");
  });

  it("removes an unterminated tag at the end", () => {
    expect(stripHtmlTags("Hello <img src=x onerror=alert(1)")).toBe("Hello ");
  });

  it("keeps comparison signs that are not tags", () => {
    expect(stripHtmlTags("2 < 3 and 5 > 4")).toBe("2 < 3 and 5 > 4");
    expect(stripHtmlTags("budget <50k")).toBe("budget <50k");
  });

  it("keeps entities as text", () => {
    expect(stripHtmlTags("&lt;b&gt;")).toBe("&lt;b&gt;");
  });
});

// The rule as first written: whole-string replacements repeated until nothing changes. Correct
// but quadratic; kept here only as the reference the one-pass version must agree with.
const TAG = /<(?:\/?[a-z]|!|\?)[^<>]*>/gi;
const TRAILING_OPEN_TAG = /<(?:\/?[a-z]|!|\?)[^<>]*$/i;
function referenceStrip(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(TAG, "").replace(TRAILING_OPEN_TAG, "");
    if (next === current) return current;
    current = next;
  }
}

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("stripHtmlTags against the repeated replacement", () => {
  it("agrees on every string of up to 6 characters from the tag alphabet", () => {
    const alphabet = ["<", ">", "a", "Z", "/", "!", "?", "3", " "];
    let strings = [""];
    const disagreements: string[] = [];
    for (let length = 1; length <= 6; length += 1) {
      strings = strings.flatMap((prefix) => alphabet.map((character) => prefix + character));
      for (const text of strings)
        if (stripHtmlTags(text) !== referenceStrip(text)) disagreements.push(text);
    }
    expect(strings).toHaveLength(9 ** 6);
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it("agrees on 20,000 random strings of up to 40 characters", () => {
    const next = seededRandom(1_234_567);
    const pieces = ["<", ">", "a", "b", "/", "!", "?", "1", " ", "<a", "</b>", "<scr", "ipt>"];
    const disagreements: string[] = [];
    for (let n = 0; n < 20_000; n += 1) {
      let text = "";
      const length = Math.floor(next() * 40);
      while (text.length < length) text += pieces[Math.floor(next() * pieces.length)];
      if (stripHtmlTags(text) !== referenceStrip(text)) disagreements.push(text);
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
