import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import { renderMarkdown } from "./render-markdown";
import { tempDir } from "./temp-dir.test-helper";

const knownRoutes = [
  "/",
  "/contact",
  "/insights",
  "/insights/why-ai-stalls",
  "/case-studies/self-hosted-ai-roi",
];
const render = (markdown: string, publicDir?: string) =>
  renderMarkdown(markdown, { knownRoutes, publicDir, file: "doc.md" });

async function issuesOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).issues;
}

// A 2×1 PNG: signature, then the IHDR chunk (length 13, "IHDR", width 2, height 1, ...).
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2,
  0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

describe("renderMarkdown: rich text", () => {
  it("gives headings anchor ids made from their text", async () => {
    const { html } = await render("## Why AI projects stall\n\n### The 13% that scale\n");
    expect(html).toContain('<h2 id="why-ai-projects-stall">Why AI projects stall</h2>');
    expect(html).toContain('<h3 id="the-13-that-scale">The 13% that scale</h3>');
  });

  it("renders paragraphs with emphasis, strong text, strikethrough and inline code", async () => {
    const { html } = await render("Plain *soft* **bold** ~~gone~~ `kubectl`.\n");
    expect(html).toBe(
      "<p>Plain <em>soft</em> <strong>bold</strong> <del>gone</del> <code>kubectl</code>.</p>",
    );
  });

  it("renders bulleted, numbered and task lists", async () => {
    const { html } = await render("- one\n- two\n\n3. three\n4. four\n\n- [x] done\n- [ ] open\n");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> done</label></li>',
    );
  });

  it("names each task-list checkbox by its text, nested lists left outside the label", async () => {
    const tight = (await render("- [ ] open item\n  - child\n")).html;
    expect(tight).toMatch(/<label><input type="checkbox" disabled> open item\s*<\/label>\s*<ul>/);
    // A loose list puts each item's text in a paragraph; the label goes inside it.
    const loose = (await render("- [x] loose\n\n  more\n\n- [ ] next\n")).html;
    expect(loose).toContain('<p><label><input type="checkbox" checked disabled> loose</label></p>');
    expect(loose).not.toMatch(/<(li|p)[^>]*>\s*<input/);
  });

  it("renders GFM column alignment as CSS, never the obsolete align attribute", async () => {
    const { html } = await render(
      "| Metric | Before | After | Note |\n| :-- | :-: | --: | --- |\n| Uptime | 94% | 99.9% | x |\n",
    );
    expect(html).toContain('<th style="text-align: start">Metric</th>');
    expect(html).toContain('<td style="text-align: center">94%</td>');
    expect(html).toContain('<td style="text-align: end">99.9%</td>');
    expect(html).toContain("<td>x</td>");
    expect(html).not.toMatch(/\balign=/);
    expect(html).toMatch(/^<table>\n<thead>/);
  });

  it("renders blockquotes", async () => {
    const { html } = await render("> We cut deploy time from 3 months to 2 weeks.\n");
    expect(html).toBe(
      "<blockquote>\n<p>We cut deploy time from 3 months to 2 weeks.</p>\n</blockquote>",
    );
  });

  it("highlights fenced code at build time with light and dark colours as CSS variables", async () => {
    const { html } = await render("```sql\nSELECT region FROM leads;\n```\n");
    expect(html).toContain('<pre class="shiki shiki-themes github-light github-dark"');
    expect(html).toContain('<code class="language-sql">');
    // github-light colours SQL keywords #D73A49, github-dark #F97583.
    expect(html).toContain(
      '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">SELECT</span>',
    );
  });

  it("renders a fence in an unsupported language, or none, as escaped plain text", async () => {
    const { html } = await render("```cobol\nMOVE A TO B <x>\n```\n\n```\nplain & simple\n```\n");
    expect(html).toContain(
      '<code class="language-text"><span class="line"><span>MOVE A TO B &#x3C;x></span></span></code>',
    );
    expect(html).toContain("<span>plain &#x26; simple</span>");
  });

  it("keeps internal links to known routes (ignoring query and fragment) and external links", async () => {
    const { html } = await render(
      "[a](/insights/why-ai-stalls#scale) [b](/contact?source=insight) [c](https://nist.gov/) [d](mailto:hello@vantreo.com) [e](#top)\n",
    );
    expect(html).toContain('<a href="/insights/why-ai-stalls#scale">a</a>');
    expect(html).toContain('<a href="/contact?source=insight">b</a>');
    expect(html).toContain('<a href="https://nist.gov/">c</a>');
    expect(html).toContain('<a href="mailto:hello@vantreo.com">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
  });

  it("sizes images from the PNG or SVG in the public folder", async () => {
    const publicDir = tempDir({
      "images/chart.png": PNG,
      "images/diagram.svg":
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"></svg>',
    });
    const { html } = await render(
      "![Chart](/images/chart.png)\n\n![Diagram](/images/diagram.svg)\n",
      publicDir,
    );
    expect(html).toContain(
      '<img src="/images/chart.png" alt="Chart" width="2" height="1" loading="lazy" decoding="async">',
    );
    expect(html).toContain(
      '<img src="/images/diagram.svg" alt="Diagram" width="640" height="360" loading="lazy" decoding="async">',
    );
  });

  it("takes the image size from a WIDTHxHEIGHT title when no file is read", async () => {
    const { html } = await render('![Flow](/images/flow.webp "1280x720")\n');
    expect(html).toContain(
      '<img src="/images/flow.webp" alt="Flow" width="1280" height="720" loading="lazy" decoding="async">',
    );
  });

  it("returns the table of contents and the reading time", async () => {
    const rendered = await render(`## First\n\n${"word ".repeat(450)}\n\n### Second\n`);
    expect(rendered.toc).toEqual([
      { depth: 2, id: "first", text: "First" },
      { depth: 3, id: "second", text: "Second" },
    ]);
    // 452 words at 200 a minute is 2.26 minutes, rounded up.
    expect(rendered.readingTime).toEqual({ words: 452, minutes: 3 });
  });
});

describe("renderMarkdown: sanitizing raw HTML", () => {
  it("removes script tags with their content", async () => {
    const { html } = await render(
      'Before <script>alert("x")</script> after\n\n<script>\nfetch("/steal")\n</script>\n',
    );
    expect(html).not.toMatch(/script|alert|steal/);
    expect(html).toContain("<p>Before  after</p>");
  });

  it("removes event handler attributes", async () => {
    const { html } = await render(
      '<div onclick="alert(1)" onmouseover="x()">Hover</div>\n\n<img src="/images/a.png" onerror="alert(2)" width="4" height="3">\n',
    );
    expect(html).not.toMatch(/on(click|mouseover|error)|alert/);
    expect(html).toContain("<div>Hover</div>");
  });

  it("removes javascript: URLs from links", async () => {
    const { html } = await render(
      '[click](javascript:alert(1)) <a href="JavaScript:void(0)">raw</a>\n',
    );
    expect(html).not.toMatch(/javascript/i);
    expect(html).toBe("<p><a>click</a> <a>raw</a></p>");
  });

  it("removes iframes, styles and forms but keeps harmless HTML such as details", async () => {
    const { html } = await render(
      '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input name="q"></form>\n\n<details><summary>More</summary>Kept</details>\n',
    );
    expect(html).not.toMatch(/iframe|style|form|evil/);
    expect(html).toContain("<details><summary>More</summary>Kept</details>");
  });
});

describe("renderMarkdown: build failures", () => {
  it("fails on an internal link to an unknown route, naming the document and the link", async () => {
    const issues = await issuesOf(
      render("See [the report](/insights/no-such-article) and [contact](/contact).\n"),
    );
    expect(issues).toEqual([
      {
        file: "doc.md",
        field: "link /insights/no-such-article",
        message: "no page or public file has this path",
      },
    ]);
  });

  it("fails on an unknown route written as raw HTML", async () => {
    const issues = await issuesOf(render('<a href="/pricing">Pricing</a>\n'));
    expect(issues.map((i) => i.field)).toEqual(["link /pricing"]);
  });

  it("fails on a relative link", async () => {
    const issues = await issuesOf(render("[next](other-article)\n"));
    expect(issues.map((i) => i.field)).toEqual(["link other-article"]);
  });

  it("accepts a link to a file in the public folder and fails when the file is missing", async () => {
    const publicDir = tempDir({ "reports/ai-stall-report.pdf": "%PDF-1.7" });
    await expect(render("[PDF](/reports/ai-stall-report.pdf)\n", publicDir)).resolves.toBeDefined();
    const issues = await issuesOf(render("[PDF](/reports/missing.pdf)\n", publicDir));
    expect(issues.map((i) => i.field)).toEqual(["link /reports/missing.pdf"]);
  });

  it("fails on an image outside /images/ and on an image without a known size", async () => {
    const issues = await issuesOf(
      render("![x](https://cdn.example/x.png)\n\n![y](/images/unsized.png)\n"),
    );
    expect(issues.map((i) => i.field)).toEqual([
      "image https://cdn.example/x.png",
      "image /images/unsized.png",
    ]);
  });

  it("accepts known routes given as a predicate", async () => {
    const rendered = await renderMarkdown("[a](/careers/ml-platform-engineer)\n", {
      knownRoutes: (path) => path.startsWith("/careers/"),
    });
    expect(rendered.html).toBe('<p><a href="/careers/ml-platform-engineer">a</a></p>');
  });
});
