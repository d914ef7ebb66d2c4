import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listHtmlFiles } from "./html-files.mjs";
import { runVnu } from "./run-vnu.mjs";

const page = (body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe("given a build with a valid page, an invalid page and a 404 page", () => {
  let root;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "vnu-"));
    await mkdir(join(root, "about"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), page("<h1>Home</h1>"));
    // A <dl> group may hold only <dt> and <dd>: an icon beside them is an error.
    await writeFile(
      join(root, "about", "index.html"),
      page("<dl><div><svg></svg><dt>a</dt><dd>b</dd></div></dl>"),
    );
    // Modern CSS in the head, as the pages carry Tailwind's stylesheet: not an HTML error.
    await writeFile(
      join(root, "404.html"),
      page("<h1>Not found</h1>").replace(
        "</title>",
        '</title><style>@property --tw-x{syntax:"*";inherits:false}textarea{field-sizing:content}</style>',
      ),
    );
    await writeFile(join(root, "assets", "ignored.html"), "<p>not a page");
    await writeFile(join(root, "index.html.gz"), "");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists the pages and the 404 page, not assets or compressed copies", async () => {
    const files = await listHtmlFiles(root);
    expect(files).toEqual([
      join(root, "404.html"),
      join(root, "about/index.html"),
      join(root, "index.html"),
    ]);
  });

  it("reports the errors of the invalid page only, with its path relative to the root", async () => {
    const errors = await runVnu(await listHtmlFiles(root), { root });
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((error) => error.file))).toEqual(new Set(["about/index.html"]));
    expect(errors[0]?.message).toContain("“svg” not allowed as child of element “div”");
  });

  it("counts a file it cannot read as an error rather than a pass", async () => {
    const errors = await runVnu([join(root, "missing.html")], { root });
    expect(errors.map((error) => error.file)).toEqual(["missing.html"]);
  });
});
