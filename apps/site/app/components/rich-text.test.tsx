import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemoryPageLocation } from "../navigation/memory-page-location";
import { RichText } from "./rich-text";

function html(text: string): string {
  return renderToStaticMarkup(
    <MemoryPageLocation path="/">
      <RichText text={text} />
    </MemoryPageLocation>,
  );
}

describe("RichText", () => {
  it("renders bold, italic and internal links", () => {
    expect(html("A **bold** and *calm* [plan](/contact?source=x).")).toBe(
      '<p>A <strong>bold</strong> and <em>calm</em> <a class="font-medium text-primary underline underline-offset-4" href="/contact?source=x" data-discover="true">plan</a>.</p>',
    );
  });

  it("opens external links in a new tab without an opener", () => {
    expect(html("[NIST](https://www.nist.gov/itl/ai-risk-management-framework)")).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
  });

  it("escapes markup in copy instead of injecting it", () => {
    const out = html("<script>alert(1)</script> <img src=x onerror=alert(1)>");
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });
});
