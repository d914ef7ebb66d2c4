import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../../server/serve.mjs";
import { crawlSite } from "./crawl-site.mjs";

const doc = (body, head = "") =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("given a served site of a home page, two linked pages, an orphan and an image", () => {
  let root;
  let server;
  let origin;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "crawl-"));
    for (const dir of ["about", "de", "orphan"]) await mkdir(join(root, dir));
    await writeFile(
      join(root, "index.html"),
      doc(
        '<a href="/about/">About</a><a href="https://www.example.com/de#top">DE</a>' +
          '<a href="https://cal.example.com/book">Book</a><a href="/gone">Gone</a><img src="/logo.svg" alt="">',
      ),
    );
    await writeFile(join(root, "about", "index.html"), doc('<a href="/">Home</a>'));
    await writeFile(join(root, "de", "index.html"), doc('<p id="top">Hallo</p>'));
    await writeFile(join(root, "orphan", "index.html"), doc("<p>Nobody links here</p>"));
    await writeFile(join(root, "404.html"), doc('<a href="/">Home</a>'));
    await writeFile(join(root, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    server = createSiteServer({ root });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it("reaches the linked pages, the site's own hosts included, but not the orphan or a 404", async () => {
    const crawl = await crawlSite({ origin, starts: ["/"], siteHosts: ["www.example.com"] });
    expect([...crawl.reached].sort()).toEqual(["/", "/about", "/de"]);
    expect(crawl.responses.get("/gone")?.status).toBe(404);
    expect(crawl.responses.get("/logo.svg")).toMatchObject({ status: 200, refs: null });
  });

  it("records each reference with its page, kind and fragment, leaving other hosts alone", async () => {
    const crawl = await crawlSite({ origin, starts: ["/"], siteHosts: ["www.example.com"] });
    const fromHome = crawl.edges.filter((edge) => edge.from === "/");
    expect(
      fromHome.map(({ kind, path, hash }) => `${kind} ${path}${hash ? `#${hash}` : ""}`),
    ).toEqual(["link /about", "link /de#top", "link /gone", "asset /logo.svg"]);
  });

  it("crawls a start page that answers 404, so the not-found page's links are checked", async () => {
    const crawl = await crawlSite({ origin, starts: ["/nowhere"], concurrency: 2 });
    expect(crawl.responses.get("/nowhere")?.status).toBe(404);
    expect([...crawl.reached].sort()).toEqual(["/", "/about"]);
  });
});
