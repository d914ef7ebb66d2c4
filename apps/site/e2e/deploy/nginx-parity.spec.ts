/**
 * nginx with the generated nginx.conf against the local server, path by path: the same build,
 * the same lead API, the same rules (server/site-policy.mjs). Any difference in status, in a
 * policy header or in the bytes served fails. Runs in the "nginx" project only.
 */
import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { clientDir } from "../../scripts/build-dir.mjs";
import { BASE_HEADERS, REDIRECTS } from "../../server/site-policy.mjs";
import { builtPages } from "../built-pages";
import { NOT_FOUND_PATHS } from "../quality/site-pages";
import { rawRequest, type RawResponse } from "./raw-request";

const LOCAL = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 4273}`;
const POLICY_HEADERS = Object.keys(BASE_HEADERS).map((name) => name.toLowerCase());
const CONTENT_HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "vary",
  "content-encoding",
];

const assets = readdirSync(`${clientDir()}assets`)
  .filter((name) => !/\.(br|gz|map)$/.test(name))
  .slice(0, 40)
  .map((name) => `/assets/${name}`);

// The prerendered /investors pages are never served: the redirect comes first (see ANSWERED).
const pages = builtPages().filter((path) => !REDIRECTS.some((redirect) => redirect.from === path));

/** Paths whose whole answer (status, policy and content headers, bytes) must match. */
const SERVED = [
  ...pages,
  ...pages
    .filter((path) => path !== "/")
    .slice(0, 20)
    .map((path) => `${path}/`),
  "/index.html",
  "/de/about/index.html",
  ...NOT_FOUND_PATHS,
  "/favicon.svg",
  "/sitemap.xml",
  "/robots.txt",
  "/feed.xml",
  ...assets,
  "/assets/missing-AbCdEf12.js",
  "/assets/",
  "/dataroom/company-overview",
  "/de/dataroom/governance/",
  "/ar/dataroom/financials",
  "/dataroom/a/b",
  "/dataroom/overview.data",
  "/dataroom/__document",
  // The lead desk's lead paths (the sales notification's link) answer with the one lead shell.
  // The staff app: every path of it answers with its locale's one shell (site-policy.mjs).
  "/desk/spam",
  "/desk/leads/0b6f7f0e-2c1d-4e8a-9f3b-5a6c7d8e9f01",
  "/ar/desk/leads/0b6f7f0e-2c1d-4e8a-9f3b-5a6c7d8e9f01",
  "/de/desk/leads/0b6f7f0e/",
  "/desk/leads/a/b",
  "/de/desk/privacy",
  "/ar/desk/staff/",
  "/desk/welcome",
  "/dataroom/admin",
  "/de/dataroom/admin/",
  "/ar/dataroom/admin",
  "/desk/leads/x.data",
  "/about%2Findex.html",
];

/** Redirects and refusals: status and headers that carry the rule (no body of its own). */
const ANSWERED = [
  "/investors",
  "/investors/",
  "/de/investors",
  "/ar/investors?utm_source=deck&x=%2F",
  "/v1/../admin/v1/outbox",
  "/v1/%2e%2e/readyz",
  "/v1/x/../leads",
  "/v1/x/%2e%2e/leads",
  "/v1/a%2fb",
  "/v1/a%5Cb",
  "/v1//leads",
  "/%zz",
];

function compare(
  label: string,
  local: RawResponse,
  nginx: RawResponse,
  headers: string[],
  body: boolean,
): string[] {
  const problems: string[] = [];
  if (local.status !== nginx.status)
    problems.push(`${label}: status ${local.status} ≠ nginx ${nginx.status}`);
  for (const name of headers) {
    if (local.headers[name] !== nginx.headers[name])
      problems.push(`${label}: ${name} "${local.headers[name]}" ≠ nginx "${nginx.headers[name]}"`);
  }
  if (nginx.headers.server !== undefined)
    problems.push(`${label}: nginx sends server: ${nginx.headers.server}`);
  if (body && !local.body.equals(nginx.body)) problems.push(`${label}: the bodies differ`);
  return problems;
}

async function both(path: string, options: Parameters<typeof rawRequest>[2], baseURL: string) {
  return Promise.all([rawRequest(LOCAL, path, options), rawRequest(baseURL, path, options)]);
}

test("every page, file, shell and not-found page: nginx answers exactly as the local server", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  expect(baseURL).not.toBe(LOCAL);
  const problems: string[] = [];
  for (const encoding of ["br, gzip", "gzip", ""]) {
    // All pages with each encoding would be slow; every page once, a sample with the others.
    const paths = encoding === "br, gzip" ? SERVED : SERVED.filter((_, index) => index % 10 === 0);
    const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
    for (const path of paths) {
      const [local, nginx] = await both(path, { headers }, baseURL ?? "");
      problems.push(
        ...compare(
          `${path} [${encoding || "identity"}]`,
          local,
          nginx,
          [...POLICY_HEADERS, ...CONTENT_HEADERS],
          true,
        ),
      );
    }
    for (const path of paths.slice(0, 5)) {
      const [local, nginx] = await both(path, { method: "HEAD", headers }, baseURL ?? "");
      problems.push(
        ...compare(`HEAD ${path}`, local, nginx, [...POLICY_HEADERS, ...CONTENT_HEADERS], true),
      );
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("redirects, refused methods and refused /v1/ paths: the same status and rule headers", async ({
  baseURL,
}) => {
  const problems: string[] = [];
  for (const path of ANSWERED) {
    const [local, nginx] = await both(path, {}, baseURL ?? "");
    const headers = local.status === 301 ? [...POLICY_HEADERS, "location", "cache-control"] : [];
    problems.push(...compare(path, local, nginx, headers, false));
    if (
      path.startsWith("/v1/") &&
      local.status === 404 &&
      nginx.headers["content-type"]?.includes("json")
    )
      problems.push(...compare(`${path} (JSON)`, local, nginx, ["content-type"], true));
  }
  for (const [method, path] of [
    ["POST", "/"],
    ["PUT", "/about"],
    ["DELETE", "/investors"],
    ["POST", "/assets/"],
  ] as const) {
    const [local, nginx] = await both(path, { method, body: "x" }, baseURL ?? "");
    problems.push(
      ...compare(`${method} ${path}`, local, nginx, [...POLICY_HEADERS, "allow"], false),
    );
  }
  const big = "x".repeat(2 * 1024 * 1024);
  const [local, nginx] = await both(
    "/v1/leads",
    { method: "POST", headers: { "content-type": "application/json" }, body: big },
    baseURL ?? "",
  );
  problems.push(...compare("POST /v1/leads (2 MB)", local, nginx, ["content-type"], true));
  expect(problems, problems.join("\n")).toEqual([]);
});
