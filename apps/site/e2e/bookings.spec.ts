import { createHmac } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import Stripe from "stripe";
import { gotoHydrated, waitForIslands } from "./hydrated";
import { sentTo, waitForMail } from "./support/mailbox";
import { totpCode } from "./support/staff-totp";
import { stubTrackers } from "./support/tracker-stubs";

// Issue "Bookings and payments reach the pipeline", done when: a visitor arriving with a UTM
// campaign sends the contact form → opens the prefilled scheduling link (the URL is checked) →
// the signed BOOKING_CREATED Cal.com would send arrives → the lead shows the booking in the desk;
// the same for the checkout's completion and a refund, signed by the `stripe` package.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "8887"}`;
const PASSWORD = process.env.E2E_DESK_STAFF_PASSWORD ?? "";
const STAFF = (process.env.E2E_DESK_STAFF ?? "").split(",")[2] ?? "";
const NOTIFY_TO = process.env.E2E_NOTIFY_TO ?? "";
const CAL_SECRET = process.env.E2E_CAL_WEBHOOK_SECRET ?? "";
const STRIPE_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? "";
/** The lead API refuses a form filled faster than this as spam (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
const CAMPAIGN = "utm_source=linkedin&utm_medium=paid-social&utm_campaign=q4-assessment";

/** Keeps the external pages local: a followed link opens a stub, whose URL the test reads. */
async function stubExternal(context: BrowserContext) {
  await stubTrackers(context);
  for (const host of ["https://cal.vantreo.com/**", "https://pay.vantreo.com/**"])
    await context.route(host, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>External</title>" }),
    );
}

/** Follows a link that opens in a new tab and returns the URL the tab was sent to. */
async function followedUrl(page: Page, link: ReturnType<Page["locator"]>): Promise<URL> {
  const [opened] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  const url = new URL(opened.url());
  await opened.close();
  return url;
}

/** POSTs a webhook body to the lead API as the provider would, with its signature header. */
async function deliver(page: Page, path: string, body: string, headers: Record<string, string>) {
  const response = await page.request.post(`${API}${path}`, {
    headers: { "Content-Type": "application/json", ...headers },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a campaign visitor's booked call and paid package reach the lead in the desk, and a refund follows", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await stubExternal(context);
  const id = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `Ada Booking${id}`;
  const email = `ada.booking.${id}@firma.example`;

  // The visitor arrives from a campaign and sends the contact form.
  await page.goto(`/contact?${CAMPAIGN}`);
  await page.getByRole("button", { name: "Decline" }).click();
  const form = page.locator("form#contact-form");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await form.getByLabel(/Full name/).fill(name);
  await form.getByLabel(/Work email/).fill(email);
  await form
    .getByLabel(/How can we help/)
    .fill("We would like an assessment of our data platform.");
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(page.getByText("Thank you!").first()).toBeVisible();

  // The scheduling link is prefilled when followed (by the site's runtime, once it has loaded):
  // who, the lead and the campaign, no click id. (The header's menu, a popover in every page, holds
  // the same links hidden: the visitor follows the one in the page's main content.)
  await waitForIslands(page);
  const scheduling = await followedUrl(
    page,
    page.getByRole("main").locator('a[href^="https://cal.vantreo.com/consultation-30"]').first(),
  );
  const leadId = scheduling.searchParams.get("metadata[leadId]") ?? "";
  expect(leadId).toMatch(/^[A-Za-z0-9-]+$/);
  expect(Object.fromEntries(scheduling.searchParams)).toMatchObject({
    name,
    email,
    // The contact form sends its message with the source line the spec asks for.
    notes: "We would like an assessment of our data platform.\n\nSource: contact-page",
    utm_source: "contact-page",
    utm_service: "consultation-30",
    "metadata[utm_source]": "linkedin",
    "metadata[utm_medium]": "paid-social",
    "metadata[utm_campaign]": "q4-assessment",
  });

  // Cal.com reports the booking, signed with the webhook's secret.
  const booking = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    createdAt: new Date().toISOString(),
    payload: {
      type: "consultation-30",
      title: `Consultation between Vantreo and ${name}`,
      startTime: "2026-12-02T15:00:00Z",
      endTime: "2026-12-02T15:30:00Z",
      organizer: { name: "Vantreo", email: "sales@vantreo.test", timeZone: "America/New_York" },
      attendees: [{ name, email, timeZone: "Europe/Berlin" }],
      uid: `booking-${id}`,
      metadata: Object.fromEntries(
        [...scheduling.searchParams]
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
      ),
      status: "ACCEPTED",
    },
  });
  await deliver(page, "/v1/integrations/cal", booking, {
    "X-Cal-Signature-256": createHmac("sha256", CAL_SECRET).update(booking).digest("hex"),
  });

  // Sales hear of the call, on the lead they already had.
  const notice = await waitForMail(
    (mail) =>
      sentTo(mail, NOTIFY_TO) &&
      mail.subject === "Call booked: consultation-30" &&
      (mail.text ?? "").includes(email),
    `the booked-call notification about ${email}`,
  );
  expect(notice.text).toContain("Lead: Already in the desk (Contact)");
  expect(notice.text).toContain("Starts (our time): Wed, Dec 2, 2026, 10:00 AM EST");

  // The visitor buys a package: the checkout link names the lead and the address.
  await gotoHydrated(page, "/services/synthetic-data-labeling");
  const checkout = await followedUrl(
    page,
    page.getByRole("main").locator('a[href^="https://pay.vantreo.com/checkout/"]').first(),
  );
  expect(checkout.searchParams.get("client_reference_id")).toBe(leadId);
  expect(checkout.searchParams.get("prefilled_email")).toBe(email);
  expect(checkout.searchParams.get("utm_campaign")).toBe("q4-assessment");

  // Stripe reports the paid session, then a refund, each signed as Stripe signs them.
  const stripeEvent = (eventId: string, type: string, object: Record<string, unknown>) => {
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_SECRET,
    });
    return deliver(page, "/v1/integrations/stripe", body, { "Stripe-Signature": signature });
  };
  await stripeEvent(`evt_paid_${id}`, "checkout.session.completed", {
    id: `cs_test_${id}`,
    object: "checkout.session",
    amount_total: 500_000,
    currency: "usd",
    client_reference_id: leadId,
    customer_details: { email, name },
    customer_email: null,
    metadata: { product: "synthetic-data-pilot" },
    mode: "payment",
    payment_intent: `pi_${id}`,
    payment_status: "paid",
    status: "complete",
  });
  await stripeEvent(`evt_refund_${id}`, "charge.refunded", {
    id: `ch_${id}`,
    object: "charge",
    amount: 500_000,
    amount_refunded: 500_000,
    currency: "usd",
    payment_intent: `pi_${id}`,
    refunded: true,
    billing_details: { email, name },
    receipt_email: null,
  });

  // Sales find the lead among those with a booked call, with its call and its payment.
  await page.goto("/desk?booking=true");
  const signIn = page.locator("form#desk-sign-in");
  await signIn.getByLabel(/Work email/).fill(STAFF);
  await signIn.getByLabel(/Password/).fill(PASSWORD);
  await signIn.getByLabel(/Authenticator code/).fill(totpCode(STAFF));
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Lead desk" })).toBeVisible();
  const row = page.getByRole("table").getByRole("link", { name });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const calls = page.getByRole("region", { name: "Booked calls", exact: true });
  await expect(calls).toContainText("consultation-30");
  await expect(calls).toContainText("Dec 2, 2026, 10:00 AM EST (our time)");
  await expect(calls).toContainText("Dec 2, 2026, 4:00 PM GMT+1 (their time)");
  await expect(calls).toContainText("Booked");
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await expect(payments).toContainText("synthetic-data-pilot");
  await expect(payments).toContainText("$5,000");
  await expect(payments).toContainText("Refunded");
  await expect(page.getByText(/Checkout completed/)).toBeVisible();
  await expect(page.getByText(/Payment refunded/)).toBeVisible();
  // The lead kept the campaign it arrived with.
  await expect(page.getByText("q4-assessment").first()).toBeVisible();

  // The reports count the call with its engagement's price (the 30-minute consultation: $100);
  // this spec is the run's only source of bookings.
  await page.goto("/desk/reports?by=utm_campaign");
  const totals = page.getByRole("region", { name: "Totals" });
  const total = (term: string) =>
    totals.locator("div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
  await expect(total("Bookings").locator("dd")).toHaveText("1");
  await expect(total("Booking value").locator("dd")).toHaveText("$100");
});
