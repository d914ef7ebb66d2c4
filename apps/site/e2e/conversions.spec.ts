/**
 * The conversions of spec section 9 in Chromium, against the built site and the real lead API:
 * with consent accepted, each trigger puts exactly one event with the spec's value on the tag
 * manager's data layer (and its tracking value, where it has one, as one `generate_lead`); with
 * consent declined, none. Also: every scheduling link carries utm_source and utm_service (spec
 * section 7), the fallback submit error shows in red under the form (section 8), and the language
 * selector names Arabic for an English screen reader.
 *
 * Like consent.spec.ts, the build carries a tag manager id (`VITE_GTAG_ID=GTM-E2ETEST`), so the
 * data layer exists; tracker hosts and the scheduling and checkout pages are stubbed.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

const TRACKERS =
  /^https:\/\/([^/]*\.)?(googletagmanager\.com|google-analytics\.com|doubleclick\.net|licdn\.com|linkedin\.com|clarity\.ms)\//;

// Every conversion event name of spec section 9, and the tracking values' event.
const CONVERSION_EVENTS = new Set([
  "contact_form",
  "roi_calculator",
  "demo_request",
  "booking",
  "assessment",
  "comparison_view",
  "service_view",
  "newsletter",
  "whitepaper",
  "exit_intent",
  "case_study_download",
  "video",
  "pricing_view",
  "trial",
  "generate_lead",
  "purchase",
]);

type SentEvent = { name: string; value: unknown; kind?: unknown };

async function stubExternal(context: BrowserContext, baseURL: string | undefined) {
  await context.route(TRACKERS, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  for (const host of ["https://cal.vantreo.com/**", "https://pay.vantreo.com/**"]) {
    await context.route(host, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>External</title>" }),
    );
  }
  context.on("page", (opened) => void opened.close());
  // The popup has shown this week: it stays out of the way, except where a test clears this.
  await context.addCookies([
    { name: "newsletter_popup_shown", value: String(Date.now()), url: baseURL ?? "" },
  ]);
}

/** The conversion events on the page's data layer (gtag pushes its `arguments` objects). */
async function conversions(page: Page): Promise<SentEvent[]> {
  const commands = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))),
  );
  return (commands as [string, string, Record<string, unknown> | undefined][])
    .filter(([command, name]) => command === "event" && CONVERSION_EVENTS.has(name))
    .map(([, name, params]) => ({
      name,
      value: params?.value,
      ...(name === "generate_lead" ? { kind: params?.lead_kind } : {}),
    }));
}

async function choose(page: Page, choice: "accepted" | "declined") {
  const banner = page.getByRole("dialog", { name: "We value your privacy" });
  await banner
    .getByRole("button", { name: choice === "accepted" ? "Accept all" : "Decline" })
    .click();
  await expect(banner).toBeHidden();
}

/** Waits until the events are exactly `expected`, then a little longer to catch a duplicate. */
async function expectConversions(page: Page, expected: SentEvent[]) {
  await expect.poll(() => conversions(page)).toEqual(expected);
  await page.waitForTimeout(500);
  expect(await conversions(page)).toEqual(expected);
}

async function fillLead(form: Locator, email: string, company?: string) {
  await form.getByLabel(/Full name/).fill("Ada Lovelace");
  await form.getByLabel(/Work email/).fill(email);
  if (company) await form.getByLabel(/Company/).fill(company);
  await form.getByRole("checkbox").check();
}

const email = (kind: string) =>
  `e2e-conv-${kind}-${Date.now()}-${(Math.random() * 1e6) | 0}@example.com`;

/** Each trigger: what the visitor does (after the consent choice) and what it must send. */
type Trigger = {
  name: string;
  path: string;
  run(page: Page): Promise<void>;
  sends: SentEvent[];
};

const TRIGGERS: Trigger[] = [
  {
    name: "the contact form",
    path: "/contact",
    async run(page) {
      const form = page.locator("form#contact-form");
      await fillLead(form, email("contact"));
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message received")).toBeVisible();
    },
    sends: [
      { name: "contact_form", value: 100 },
      { name: "generate_lead", value: 2000, kind: "contact_form" },
    ],
  },
  {
    name: "a demo request",
    path: "/contact?source=demo-request",
    async run(page) {
      const form = page.locator("form#contact-form");
      await fillLead(form, email("demo"));
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message received")).toBeVisible();
    },
    sends: [{ name: "demo_request", value: 500 }],
  },
  {
    name: "the ROI calculator and its report form",
    path: "/tools/ai-roi-calculator",
    async run(page) {
      await page.focus("#roi-teamSize");
      await page.keyboard.press("Enter");
      await expect(page.locator('[data-metric="annual-benefit"] dd').first()).toBeVisible();
      const form = page.locator("form").filter({ hasText: "Email me this analysis" });
      await fillLead(form, email("roi"));
      await form.getByRole("button", { name: "Email me this analysis" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Thank you! We will be in touch" }).first(),
      ).toBeVisible();
    },
    sends: [
      { name: "roi_calculator", value: 200 },
      { name: "generate_lead", value: 1000, kind: "calculator_lead" },
    ],
  },
  {
    // A click on the scheduling link is no booking; the scheduler's redirect after one is.
    name: "a booking the scheduler confirmed",
    path: "/booking-confirmed?uid=e2e-booking-1",
    async run() {},
    sends: [
      { name: "booking", value: 1000 },
      { name: "generate_lead", value: 5000, kind: "booking" },
    ],
  },
  {
    name: "a click on the hero's scheduling link (the booking counts once confirmed)",
    path: "/",
    async run(page) {
      await page.locator('[data-cta="hero_consultation"]').click();
    },
    sends: [],
  },
  {
    name: "a paid checkout, at the catalogue's price",
    path: "/payment-success?product=mlops-discovery&session_id=cs_test_e2e1",
    async run() {},
    sends: [{ name: "purchase", value: 5000 }],
  },
  {
    name: "a service page: its view, its prices and its inline form (a checkout click counts nothing)",
    path: "/services/ai-strategy-value-sprint",
    async run(page) {
      await page.getByRole("link", { name: /Half-day strategy session/ }).click();
      const form = page.locator("form#service-lead-form");
      await fillLead(form, email("capture"));
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message received")).toBeVisible();
    },
    sends: [
      { name: "service_view", value: 50 },
      { name: "pricing_view", value: 300 },
      { name: "generate_lead", value: 500, kind: "lead_capture" },
    ],
  },
  {
    name: "a compare page",
    path: "/compare/ibm-alternative",
    async run() {},
    sends: [{ name: "comparison_view", value: 150 }],
  },
  {
    name: "the bookings page",
    path: "/bookings",
    async run() {},
    sends: [{ name: "pricing_view", value: 300 }],
  },
  {
    name: "the footer newsletter signup",
    path: "/about",
    async run(page) {
      const form = page.locator("form#newsletter");
      // The footer signup hydrates when it scrolls into view (hydrate="visible").
      await form.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-island="footer-newsletter"]')).toHaveAttribute(
        "data-hydrated",
        "",
      );
      await form.getByLabel(/Work email/).fill(email("newsletter"));
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(
        page.getByText("Almost done: please check your inbox and confirm your subscription."),
      ).toBeVisible();
    },
    sends: [
      { name: "newsletter", value: 25 },
      { name: "generate_lead", value: 100, kind: "newsletter" },
    ],
  },
  {
    name: "a PDF report download",
    path: "/insights/ai-roi-measurement-report-2025",
    async run(page) {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF Report" }).click();
      await download;
    },
    sends: [{ name: "whitepaper", value: 75 }],
  },
];

test.describe("with consent accepted", () => {
  for (const trigger of TRIGGERS) {
    test(`${trigger.name} sends ${trigger.sends.map((e) => `${e.kind ?? e.name} ${e.value}`).join(", ") || "nothing"}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await stubExternal(context, baseURL);
      await gotoHydrated(page, trigger.path);
      await choose(page, "accepted");
      await trigger.run(page);
      await expectConversions(page, trigger.sends);
    });
  }

  test("the popup opened by the mouse leaving the window sends exit intent 50, tracked as a newsletter", async ({
    page,
    context,
    baseURL,
  }) => {
    await stubExternal(context, baseURL);
    await context.clearCookies({ name: "newsletter_popup_shown" });
    await gotoHydrated(page, "/");
    await choose(page, "accepted");
    await page.mouse.move(400, 200);
    await page.mouse.move(400, 1);
    await page.mouse.move(400, -40);
    const dialog = page.getByRole("dialog", { name: "Before you go" });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
    await dialog.getByRole("textbox").fill(email("exit"));
    await dialog.getByRole("button", { name: /Subscribe|Send/ }).click();
    await expectConversions(page, [
      { name: "exit_intent", value: 50 },
      { name: "generate_lead", value: 100, kind: "newsletter" },
    ]);
  });
});

test.describe("with consent declined", () => {
  test("no trigger sends a conversion", async ({ page, context, baseURL }) => {
    test.slow();
    await stubExternal(context, baseURL);
    for (const trigger of TRIGGERS) {
      await gotoHydrated(page, trigger.path);
      if (trigger === TRIGGERS[0]) await choose(page, "declined");
      await trigger.run(page);
      await page.waitForTimeout(300);
      expect(await conversions(page), trigger.name).toEqual([]);
    }
  });
});

test("every scheduling link carries utm_source and utm_service (hero, closing, menu, footer, ROI tool)", async ({
  page,
}) => {
  const links = async () =>
    page
      .locator('a[href^="https://cal.vantreo.com/"]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  await gotoHydrated(page, "/");
  // The menu is static HTML (a popover): its Book Consultation button is a scheduling link.
  await expect(page.locator('a[href*="utm_source=menu"]')).toBeAttached();
  const home = await links();
  const sources = new Set(home.map((href) => new URL(href).searchParams.get("utm_source")));
  expect([...sources].sort()).toEqual(["footer", "hero-cta", "home", "menu"]);
  await gotoHydrated(page, "/tools/ai-roi-calculator");
  const all = [...home, ...(await links())];
  expect(all.some((href) => href.includes("utm_source=ai-roi-calculator"))).toBe(true);
  for (const href of all) {
    const params = new URL(href).searchParams;
    expect(params.get("utm_source"), href).toBeTruthy();
    expect(params.get("utm_service"), href).toBeTruthy();
  }
});

test("'Failed to submit lead' shows in red under the contact form when the lead API keeps failing", async ({
  page,
  context,
  baseURL,
}) => {
  await stubExternal(context, baseURL);
  await page.route("**/v1/leads", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await gotoHydrated(page, "/contact");
  await choose(page, "declined");
  const form = page.locator("form#contact-form");
  await fillLead(form, email("failed"));
  const button = form.getByRole("button", { name: "Send message" });
  await button.click();
  const text = form.getByText("Failed to submit lead", { exact: true });
  await expect(text).toBeVisible({ timeout: 10_000 });
  const [textBox, buttonBox] = [await text.boundingBox(), await button.boundingBox()];
  expect(textBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
  // Red: the theme writes its destructive colour in OKLCH (a hue near 25°, clearly chromatic).
  const color = await text.evaluate((element) => getComputedStyle(element).color);
  const [, chroma = 0, hue = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  expect(color).toMatch(/^oklch\(/);
  expect(chroma).toBeGreaterThan(0.1);
  expect(hue < 40 || hue > 330, color).toBe(true);
  await expect(page.getByRole("alert")).toContainText("Failed to submit lead");
});

test("the language selector shows العربية in Arabic and names it Arabic for English screen readers", async ({
  page,
}) => {
  await page.goto("/");
  const arabic = page
    .getByRole("navigation", { name: "Language" })
    .first()
    .getByRole("link", { name: "العربية (Arabic)", exact: true });
  await expect(arabic).toBeVisible();
  await expect(arabic.locator('[lang="ar"]')).toHaveText("العربية");
});
