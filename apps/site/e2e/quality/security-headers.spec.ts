/**
 * Security headers, checked on what the local production server and nginx with the generated
 * nginx.conf send (Playwright projects "local" and "nginx", both from server/site-policy.mjs): the
 * rules that earn an A+ from the MDN HTTP Observatory, and the caching rules (hashed assets
 * immutable for a year, HTML revalidated on every visit).
 *
 * Observatory tests: https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { LOCALE_PREFIX_PATTERN } from "@vantreo/i18n";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { buildDir, clientDir } from "../../scripts/build-dir.mjs";
import { builtPages } from "../built-pages";
import { NOT_FOUND_PATHS } from "./site-pages";

const ONE_YEAR = 31_536_000;
// Referrer policies that leak no path to other origins (the Observatory's "private" values).
const PRIVATE_REFERRER_POLICIES = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
];
// Script sources that let injected markup run code, or load it from anywhere.
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "data:", "http:", "https:", "*"];

/** The directives of a Content-Security-Policy header: name → source list. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

type Element = DefaultTreeAdapterTypes.Element;

/** The document's elements in tree order (parse5, as a browser parses it), templates' contents included. */
function* elements(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    if (child.tagName === "template")
      yield* elements((child as DefaultTreeAdapterTypes.Template).content);
    yield* elements(child);
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((item) => item.name === name)?.value;

const textOf = (element: Element) =>
  element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");

/**
 * sha256 CSP sources of a document's executable inline scripts, computed here independently of
 * the server. Data blocks (`type="application/json"`, JSON-LD) never run and need no hash.
 */
function inlineScriptHashes(html: string): string[] {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((script) => !/^application\/(ld\+)?json$/i.test(attribute(script, "type") ?? ""))
    .map(textOf)
    .filter((body) => body.trim() !== "")
    .map(sha256);
}

/** sha256 sources of a document's <style> elements and of its style attributes' values. */
function inlineStyleHashes(html: string): { elements: string[]; attributes: string[] } {
  const all = [...elements(parse(html))];
  return {
    elements: all
      .filter((element) => element.tagName === "style")
      .map((style) => sha256(textOf(style))),
    // CSP hashes the attribute's value, character references decoded (parse5 decodes them).
    attributes: all
      .map((element) => attribute(element, "style"))
      .filter((value): value is string => value !== undefined)
      .map(sha256),
  };
}

/** The build's tracker hosts (csp-sources.json, from VITE_GTAG_ID / VITE_LINKEDIN_PARTNER_ID). */
const trackerSources = JSON.parse(readFileSync(`${buildDir()}/csp-sources.json`, "utf8")) as Record<
  string,
  string[]
>;
const TRACKER_HOSTS = [...new Set(Object.values(trackerSources).flat())];
/** Staff pages (the lead desk, the data room's admin console) run no tracker, in each locale. */
const STAFF_PAGE = new RegExp(`^(?:${LOCALE_PREFIX_PATTERN})?/(?:desk|dataroom/admin)(?:/|$)`);

/** Headers every response must carry, whatever its type (problems as lines). */
function baseHeaderProblems(label: string, response: APIResponse): string[] {
  const headers = response.headers();
  const problems: string[] = [];
  const hsts = headers["strict-transport-security"] ?? "";
  const maxAge = Number(hsts.match(/max-age=(\d+)/i)?.[1] ?? 0);
  if (maxAge < ONE_YEAR) problems.push(`${label}: HSTS max-age ${maxAge} < 1 year`);
  if (!/\bincludeSubDomains\b/i.test(hsts))
    problems.push(`${label}: HSTS without includeSubDomains`);
  if (headers["x-content-type-options"] !== "nosniff") problems.push(`${label}: no nosniff`);
  if (headers["x-frame-options"] !== "DENY") problems.push(`${label}: X-Frame-Options not DENY`);
  if (!PRIVATE_REFERRER_POLICIES.includes(headers["referrer-policy"] ?? ""))
    problems.push(`${label}: Referrer-Policy ${headers["referrer-policy"]}`);
  if (!/\w+=\(\)/.test(headers["permissions-policy"] ?? ""))
    problems.push(`${label}: no Permissions-Policy`);
  for (const leak of ["server", "x-powered-by", "set-cookie"]) {
    if (headers[leak] !== undefined) problems.push(`${label}: sends ${leak}: ${headers[leak]}`);
  }
  if (headers["access-control-allow-origin"] === "*") problems.push(`${label}: CORS open to *`);
  return problems;
}

/** The CSP rules of an HTML response, and every inline script of its body allowed by hash. */
function cspProblems(label: string, header: string | undefined, html: string): string[] {
  if (!header) return [`${label}: no Content-Security-Policy`];
  const csp = parseCsp(header);
  const problems: string[] = [];
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
  if (!csp.get("default-src")) problems.push(`${label}: CSP without default-src`);
  if (!scriptSrc) problems.push(`${label}: CSP without script-src`);
  for (const unsafe of UNSAFE_SCRIPT_SOURCES) {
    if (scriptSrc?.includes(unsafe)) problems.push(`${label}: script-src allows ${unsafe}`);
  }
  const none = (name: string) => csp.get(name)?.join(" ") === "'none'";
  if (!none("object-src") && !none("default-src")) problems.push(`${label}: object-src not 'none'`);
  if (!none("frame-ancestors")) problems.push(`${label}: frame-ancestors not 'none'`);
  if (!["'none'", "'self'"].includes(csp.get("base-uri")?.join(" ") ?? ""))
    problems.push(`${label}: base-uri not 'self' or 'none'`);
  if (!csp.get("form-action")) problems.push(`${label}: CSP without form-action`);
  for (const hash of inlineScriptHashes(html)) {
    if (!scriptSrc?.includes(hash)) problems.push(`${label}: inline script ${hash} not allowed`);
  }
  // Styles by hash only: every <style> in style-src, every style attribute in style-src-attr.
  const styleSrc = csp.get("style-src") ?? [];
  const styleAttr = csp.get("style-src-attr") ?? [];
  for (const [name, sources] of [
    ["style-src", styleSrc],
    ["style-src-attr", styleAttr],
  ] as const) {
    for (const unsafe of ["'unsafe-inline'", "data:", "http:", "https:", "*"])
      if (sources.includes(unsafe)) problems.push(`${label}: ${name} allows ${unsafe}`);
  }
  const styles = inlineStyleHashes(html);
  for (const hash of styles.elements) {
    if (!styleSrc.includes(hash)) problems.push(`${label}: <style> ${hash} not allowed`);
  }
  for (const hash of styles.attributes) {
    if (!styleAttr.includes("'unsafe-hashes'") || !styleAttr.includes(hash))
      problems.push(`${label}: style attribute ${hash} not allowed`);
  }
  if (styles.attributes.length === 0 && styleAttr.join(" ") !== "'none'")
    problems.push(`${label}: style-src-attr not 'none' on a page without style attributes`);
  // Tracker hosts only where trackers may load: never on a staff page.
  const staff = STAFF_PAGE.test(label);
  for (const host of TRACKER_HOSTS) {
    if (staff && header.includes(host))
      problems.push(`${label}: staff page allows tracker ${host}`);
    if (!staff && !header.includes(host)) problems.push(`${label}: public page lacks ${host}`);
  }
  return problems;
}

test("every page and not-found page: A+ headers, a strict CSP allowing each inline script and style by hash, trackers on public pages only, no-cache", async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The e2e build carries tracker ids (scripts/bootstrap.mjs), so the tracker check has hosts.
  expect(TRACKER_HOSTS.length, "the build under test has no tracker ids").toBeGreaterThan(0);
  const problems: string[] = [];
  for (const path of [...builtPages(), ...NOT_FOUND_PATHS]) {
    const response = await request.get(path);
    const html = await response.text();
    const expectedStatus = NOT_FOUND_PATHS.includes(path) ? 404 : 200;
    if (response.status() !== expectedStatus) problems.push(`${path}: status ${response.status()}`);
    problems.push(...baseHeaderProblems(path, response));
    problems.push(...cspProblems(path, response.headers()["content-security-policy"], html));
    if (
      !/^(no-cache|no-store)\b|max-age=0\b.*must-revalidate/.test(
        response.headers()["cache-control"] ?? "",
      )
    )
      problems.push(`${path}: HTML cached as ${response.headers()["cache-control"]}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("hashed assets are immutable for a year; every file under /assets/ carries a content hash", async ({
  request,
}) => {
  const files = readdirSync(`${clientDir()}assets`).filter((name) => !/\.(br|gz|map)$/.test(name));
  // Vite names a built file <name>-<hash>.<ext>; the hash is 8 characters of base64url.
  const unhashed = files.filter((name) => !/-[\w-]{8}\.\w+$/.test(name));
  expect(unhashed, "files under /assets/ without a content hash").toEqual([]);
  const problems: string[] = [];
  for (const name of files) {
    const response = await request.head(`/assets/${name}`);
    const cacheControl = response.headers()["cache-control"] ?? "";
    const maxAge = Number(cacheControl.match(/max-age=(\d+)/)?.[1] ?? 0);
    if (response.status() !== 200) problems.push(`${name}: status ${response.status()}`);
    if (maxAge < ONE_YEAR || !/\bimmutable\b/.test(cacheControl))
      problems.push(`${name}: Cache-Control ${cacheControl}`);
    problems.push(...baseHeaderProblems(name, response));
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("other files, refused methods and the lead API behind /v1 leak no server name and set no cookie", async ({
  request,
}) => {
  const responses: [string, APIResponse][] = [
    ["/favicon.svg", await request.get("/favicon.svg")],
    ["/sitemap.xml", await request.get("/sitemap.xml")],
    ["/robots.txt", await request.get("/robots.txt")],
    ["/feed.xml", await request.get("/feed.xml")],
    ["POST /", await request.post("/", { data: "x" })],
    ["/v1/leads (GET)", await request.get("/v1/leads")],
  ];
  const problems: string[] = [];
  for (const [label, response] of responses) {
    const headers = response.headers();
    for (const leak of ["server", "x-powered-by", "set-cookie"]) {
      if (headers[leak] !== undefined) problems.push(`${label}: sends ${leak}: ${headers[leak]}`);
    }
    if (headers["x-content-type-options"] !== "nosniff") problems.push(`${label}: no nosniff`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
  expect(responses[4]?.[1].status()).toBe(405);
  // One HSTS policy for the pages and the lead API behind /v1: an API answer never shortens it.
  const pageHsts = (await request.get("/")).headers()["strict-transport-security"];
  expect(pageHsts).toBe("max-age=63072000; includeSubDomains; preload");
  expect(responses[5]?.[1].headers()["strict-transport-security"]).toBe(pageHsts);
});

/** The CSP violations the page reported since it loaded (the init script below records them). */
async function reportedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * What to do on a page before its violations are read: the representative pages and, where the
 * page has one, the Radix dialog it opens (the scroll lock writes a computed stylesheet, which the
 * hashed style policy must not block: app/csp/style-singleton.ts).
 */
const VISITS: [string, (page: Page) => Promise<void>][] = [
  ["/", openSiteMenu],
  ["/de", async () => {}],
  ["/ar", openSiteMenu],
  ["/ar/contact", async () => {}],
  ["/tools/ai-roi-calculator", async () => {}],
  // Code highlighting: style attributes allowed by their hashes ('unsafe-hashes').
  ["/insights/securing-llm-applications-owasp", async () => {}],
  // Table cell alignment and image aspect ratios, as style attributes.
  ["/resources/private-ai-roi", async () => {}],
  ["/case-studies", async () => {}],
  // The search dialog, its chunk and its index load on first use: under the same policy.
  [
    "/insights",
    async (page) => {
      await page.keyboard.press("Control+K");
      await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
      await expectScrollLocked(page);
      await page.keyboard.type("rag");
      await expect(page.getByRole("option").first()).toBeVisible();
    },
  ],
  // A staff page: the desk's sign-in form, once hydrated.
  [
    "/desk",
    async (page) => {
      await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    },
  ],
];

async function expectScrollLocked(page: Page) {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
    .toBe("hidden");
}

async function openSiteMenu(page: Page) {
  await page.getByRole("button", { name: /^(Open menu|Menü öffnen|فتح القائمة)$/ }).click();
  // The menu's popover (the cookie banner beside it is a dialog too).
  await expect(page.locator("#site-menu")).toBeVisible();
  await expectScrollLocked(page);
}

test("in Chromium the policy blocks nothing the site needs, dialogs included, and a first visitor gets no cookie", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI || "inline"} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  const problems: string[] = [];
  for (const [path, act] of VISITS) {
    await page.goto(path, { waitUntil: "networkidle" });
    await act(page);
    problems.push(...(await reportedViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(problems, problems.join("\n")).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test("in Chromium an inline script or style that the build did not write is blocked", async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(event.effectiveDirective),
    );
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const applied = await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "body { text-indent: 77px; }";
    document.head.append(style);
    const marked = document.createElement("p");
    marked.setAttribute("style", "text-indent: 77px");
    document.body.append(marked);
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true;";
    document.head.append(script);
    return {
      style: getComputedStyle(document.body).textIndent,
      attribute: getComputedStyle(marked).textIndent,
      script: (window as unknown as { injectedRan?: boolean }).injectedRan === true,
    };
  });
  expect(applied).toEqual({ style: "0px", attribute: "0px", script: false });
  await expect
    .poll(() => reportedViolations(page))
    .toEqual(expect.arrayContaining(["style-src-elem", "style-src-attr", "script-src-elem"]));
});
