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
