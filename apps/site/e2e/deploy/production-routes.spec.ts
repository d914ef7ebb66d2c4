/**
 * The routes production must answer as the local server does, run against both (Playwright
 * projects "local" and "nginx", the same build and the same lead API): a lead form through
 * /v1/leads, the /investors redirects, a data-room document path, the not-found pages of the three
 * locales, and the refusals of paths that try to reach the lead API's other routes.
 */
import { expect, test } from "@playwright/test";
import { rawRequest } from "./raw-request";

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}`;
const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? "";
/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;

test("the contact form stores its lead through /v1/leads on this origin", async ({ page }) => {
  const email = `e2e-deploy-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const posted = page.waitForResponse((response) => response.url().endsWith("/v1/leads"));
  await page.goto("/contact");
  const form = page.locator("form#contact-form");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await page.getByRole("button", { name: "Decline" }).click();
  await form.getByLabel(/Full name/).fill("Grace Hopper");
  await form.getByLabel(/Work email/).fill(email);
  await form.getByLabel(/How can we help/).fill("A deployment check.");
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await posted).status()).toBe(201);
  await expect(
    page
      .locator("#main-content")
      .getByText("Thank you! We will be in touch within one business day."),
  ).toBeVisible();
  const stored = await fetch(`${API}/admin/v1/subjects/export`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  const { leads } = (await stored.json()) as { leads: { lead: { firstName: string } }[] };
  expect(leads.map((entry) => entry.lead.firstName)).toEqual(["Grace"]);
});

test("/investors moves permanently to /dataroom in each locale, keeping the query", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/investors", "/dataroom"],
    ["/de/investors/", "/de/dataroom"],
    ["/ar/investors?utm_source=deck", "/ar/dataroom?utm_source=deck"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test("a data-room document path answers with its locale's document shell", async ({ request }) => {
  for (const [path, lang] of [
    ["/dataroom/company-overview", "en"],
    ["/ar/dataroom/governance", "ar"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(response.headers()["content-security-policy"], path).toMatch(/'sha256-/);
  }
  expect((await request.get("/dataroom/a/b")).status()).toBe(404);
});

test("unknown paths answer 404 with the not-found page of their locale", async ({ request }) => {
  for (const [path, lang] of [
    ["/no-such-page", "en"],
    ["/de/keine-seite", "de"],
    ["/ar/no-such-page", "ar"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/html");
    expect(await response.text(), path).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
  }
});

test("paths that climb out of /v1/ never reach the lead API's admin or health routes", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  for (const path of [
    "/v1/../admin/v1/outbox",
    "/v1/%2e%2e/readyz",
    "/v1/%2e%2e/healthz",
    "/v1/x/../leads",
    "/v1/x/%2E%2E/leads",
    "/v1/a%2fb",
    "/v1//leads",
  ]) {
    const response = await rawRequest(origin, path, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    // With the admin token, the API's admin and health routes would answer 200.
    expect(response.status, path).toBe(404);
    const body = response.body.toString();
    if (response.headers["content-type"]?.startsWith("text/html"))
      expect(body, path).toContain("Page not found");
    else expect(JSON.parse(body), path).toEqual({ success: false, message: "Not found" });
  }
  expect((await rawRequest(origin, "/%zz")).status).toBe(400);
});

test("a 3 MB body to the lead API is refused with 413 and the JSON error", async ({ baseURL }) => {
  const response = await rawRequest(baseURL ?? "", "/v1/leads", {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL ?? "" },
    body: "x".repeat(3 * 1024 * 1024),
  });
  expect(response.status).toBe(413);
  expect(response.headers["content-type"]).toContain("application/json");
  expect(JSON.parse(response.body.toString())).toMatchObject({ success: false });
});
