import { expect, test, type Locator, type Page } from "@playwright/test";

// Each form submits and its lead is found in the lead API's store,
// validation errors appear in the visitor's language, a 429 is retried as spec section 7 says,
// and an unreachable API keeps the visitor's text and offers the mailto fallback.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}`;
/** Set by playwright.config.ts, which gives the same token to the lead API it starts. */
const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? "";
/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
const CONTACT_EMAIL = "hello@vantreo.com";

type StoredLead = {
  firstName: string;
  lastName: string;
  leadType: string;
  source: string;
  message: string;
  metadata: Record<string, unknown>;
};

type SubjectExport = {
  leads: { lead: StoredLead; spamReason: string | null }[];
  dataRequests: { lead: StoredLead; status: string }[];
};

/** Everything the lead API stored for an e-mail address (its admin export, GDPR art. 15). */
async function storedRecords(email: string): Promise<SubjectExport> {
  const response = await fetch(`${API}/admin/v1/subjects/export`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SubjectExport;
}

function uniqueEmail(form: string): string {
  return `e2e-${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Opens a page, waits for hydration and declines cookies: a new visitor always sees the banner
 * (spec section 4), and it must neither cover the form nor take focus from it.
 */
async function openForm(page: Page, path: string, formId: string): Promise<Locator> {
  await page.goto(path);
  const form = page.locator(`form#${formId}`);
  // A form's island hydrates when idle, or (the footer signup) once it scrolls into view; its
  // submit button is enabled then (before, a native submit would post).
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
  return form;
}

async function fillContact(form: Locator, values: { name: string; email: string }) {
  await form.getByLabel(/Full name/).fill(values.name);
  await form.getByLabel(/Work email/).fill(values.email);
  await form.getByRole("checkbox").check();
}

test.describe("lead forms against the real lead API", () => {
  test("the contact form stores a lead with the query's prefill, then thanks for 3 s", async ({
    page,
  }) => {
    const email = uniqueEmail("contact");
    const form = await openForm(
      page,
      "/contact?source=article-cta&utm_service=private-llm&subject=Private%20LLM%20readiness%20review&location=atlanta",
      "contact-form",
    );
    await expect(page.getByTestId("atlanta-note")).toBeVisible();
    await expect(form.getByLabel(/How can we help/)).toHaveValue("Private LLM readiness review");
    await fillContact(form, { name: "Ada Lovelace", email });
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(
      page
        .locator("#main-content")
        .getByText("Thank you! We will be in touch within one business day."),
    ).toBeVisible();
    await expect(page.locator("form#contact-form")).toHaveCount(0);
    // The thank-you stays 3 s (spec section 9), then the empty form returns.
    await expect(page.locator("form#contact-form")).toBeVisible({ timeout: 5_000 });
    await expect(page.locator("form#contact-form").getByLabel(/Full name/)).toHaveValue("");

    const { leads } = await storedRecords(email);
    expect(leads).toHaveLength(1);
    // No spam reason: the honeypot stayed empty and the fill time passed the API's minimum.
    expect(leads[0]?.spamReason).toBeNull();
    expect(leads[0]?.lead).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      leadType: "contact",
      source: "contact-page",
      message: "Private LLM readiness review\n\nSource: article-cta",
    });
    expect(leads[0]?.lead.metadata).toMatchObject({
      utm_service: "private-llm",
      location: "atlanta",
      marketing_consent: true,
      website: "",
    });
  });

  test("the footer newsletter signup stores a newsletter lead from the footer", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter");
    const form = await openForm(page, "/about", "newsletter");
    await form.getByLabel(/Work email/).fill(email);
    await form.getByRole("checkbox").check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Subscribe" }).click();

    await expect(
      page
        .locator("footer")
        .getByText("Almost done: please check your inbox and confirm your subscription."),
    ).toBeVisible();
    const { leads } = await storedRecords(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.spamReason).toBeNull();
    expect(leads[0]?.lead).toMatchObject({
      leadType: "newsletter",
      source: "footer",
      metadata: { marketing_consent: true },
    });
  });

  test("the service page's inline form stores a contact lead with the service as utm_service", async ({
    page,
  }) => {
    const email = uniqueEmail("service");
    const form = await openForm(page, "/services/llm-evaluation", "service-lead-form");
    await fillContact(form, { name: "Grace Hopper", email });
    await form.getByLabel(/Company/).fill("Harbor Analytics");
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(
      page
        .locator("#main-content")
        .getByText("Thank you! We will be in touch within one business day."),
    ).toBeVisible();
    const { leads } = await storedRecords(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.spamReason).toBeNull();
    expect(leads[0]?.lead).toMatchObject({
      leadType: "contact",
      source: "service-page",
      message: "Source: service-page\nCompany: Harbor Analytics",
      metadata: { utm_service: "llm-evaluation" },
    });
  });

  test("the data-rights form stores a data-subject request with its type", async ({ page }) => {
    const email = uniqueEmail("data-rights");
    const form = await openForm(page, "/data-rights", "data-rights-form");
    await form.getByLabel(/Full name/).fill("Katherine Johnson");
    await form.getByLabel(/Email address/).fill(email);
    await form.getByRole("radio", { name: /Deletion/ }).check();
    await form.getByLabel(/Details/).fill("Please delete my newsletter subscription as well.");
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send request" }).click();

    // Scoped to the page: the toast says "Request received" too.
    await expect(page.locator("#main-content").getByText("Request received")).toBeVisible();
    // A data-rights lead is stored as a data-subject request (only when it is not spam).
    const { leads, dataRequests } = await storedRecords(email);
    expect(leads).toEqual([]);
    expect(dataRequests).toHaveLength(1);
    expect(dataRequests[0]?.lead).toMatchObject({
      leadType: "data-rights",
      metadata: { request_type: "deletion", marketing_consent: false },
    });
  });

  test("validation errors appear in German on /de/contact, tied to their fields", async ({
    page,
  }) => {
    const form = await openForm(page, "/de/contact", "contact-form");
    await form.getByRole("button", { name: "Nachricht senden" }).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText(
      "Bitte korrigieren Sie die markierten Angaben und versuchen Sie es erneut.",
    );
    await expect(alert).toBeFocused();
    const name = form.getByLabel(/Vollständiger Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Bitte geben Sie Ihren Vornamen ein.");
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription(
      /Bitte bestätigen Sie die Einwilligung, um das Formular abzusenden\.$/,
    );
  });

  test("a recipient list typed as the e-mail of the ROI analysis form is one e-mail error; the API refuses it too", async ({
    page,
    baseURL,
  }) => {
    const form = await openForm(page, "/tools/ai-roi-calculator", "analysis-lead-form");
    const list = "mailtest1@example.com, mailtest2@example.org";
    await form.getByLabel(/Full name/).fill("Grace Hopper");
    await form.getByLabel(/Work email/).fill(list);
    await form.getByLabel(/Company/).fill("Harbor Analytics");
    await form.getByRole("button", { name: "Email me this analysis" }).click();

    const email = form.getByLabel(/Work email/);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Valid email address is required/);
    // Nothing the visitor typed is lost.
    await expect(email).toHaveValue(list);
    await expect(form.getByLabel(/Full name/)).toHaveValue("Grace Hopper");
    await expect(form.getByLabel(/Company/)).toHaveValue("Harbor Analytics");

    // The lead API refuses the review's payload itself (2026-11-28 T3-M1), whatever a client does.
    const response = await page.request.post(`${API}/v1/leads`, {
      headers: { origin: baseURL ?? "" },
      data: {
        leadType: "demo-request",
        firstName: "Your account is locked, see evil.example",
        email: 'mailtest1@example.com, mailtest2@example.org, "IT Support" <mailtest3@example.net>',
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ errors: ["Valid email address is required"] });
  });

  test("a recipient list typed into the German contact form gets the German e-mail error, text kept", async ({
    page,
  }) => {
    const form = await openForm(page, "/de/contact", "contact-form");
    const list = "a@example.com; IT <b@example.org>";
    const message = "Wir möchten unsere Datenplattform modernisieren.";
    await form.getByLabel(/Vollständiger Name/).fill("Grete Hoffmann");
    await form.getByLabel(/Geschäftliche E-Mail-Adresse/).fill(list);
    await form.getByLabel(/Wie können wir Ihnen helfen/).fill(message);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Nachricht senden" }).click();

    const email = form.getByLabel(/Geschäftliche E-Mail-Adresse/);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige E-Mail-Adresse ein\./,
    );
    await expect(email).toHaveValue(list);
    await expect(form.getByLabel(/Vollständiger Name/)).toHaveValue("Grete Hoffmann");
    await expect(form.getByLabel(/Wie können wir Ihnen helfen/)).toHaveValue(message);
    await expect(form.getByRole("checkbox")).toBeChecked();
  });

  test("a 429 is retried after its Retry-After, once, with the same idempotency key", async ({
    page,
  }) => {
    const email = uniqueEmail("retry");
    const attempts: { at: number; key: string | undefined }[] = [];
    const form = await openForm(page, "/contact", "contact-form");
    const origin = new URL(page.url()).origin;
    await page.route("**/v1/leads", async (route, request) => {
      attempts.push({ at: Date.now(), key: request.headers()["idempotency-key"] });
      if (attempts.length > 1) return route.fallback();
      // Two seconds, not one: the fallback delay of a first retry is 1 s (1,000 ms × attempt 1),
      // so only a longer Retry-After shows that the header, not the fallback, set the wait.
      return route.fulfill({
        status: 429,
        headers: {
          "Retry-After": "2",
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Expose-Headers": "Retry-After",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ success: false, message: "Too many requests" }),
      });
    });
    await fillContact(form, { name: "Ada Lovelace", email });
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(
      page
        .locator("#main-content")
        .getByText("Thank you! We will be in touch within one business day."),
    ).toBeVisible({
      timeout: 10_000,
    });
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1_900);
    expect(attempts[1]!.key).toBe(attempts[0]!.key);
    expect((await storedRecords(email)).leads).toHaveLength(1);
  });

  test("an unreachable API keeps the visitor's text and offers it by e-mail", async ({ page }) => {
    let attempts = 0;
    const form = await openForm(page, "/contact", "contact-form");
    await page.route("**/v1/leads", (route) => {
      attempts += 1;
      return route.abort("connectionrefused");
    });
    await fillContact(form, { name: "Grace Hopper", email: "grace@example.com" });
    await form.getByLabel(/Company/).fill("Harbor Analytics");
    await form.getByLabel(/How can we help/).fill("We want to evaluate a private LLM.");
    await form.getByRole("button", { name: "Send message" }).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText(
      `Unable to submit form. Please try again or contact ${CONTACT_EMAIL}`,
      { timeout: 15_000 },
    );
    expect(attempts).toBe(3);
    await expect(form.getByLabel(/Full name/)).toHaveValue("Grace Hopper");
    await expect(form.getByLabel(/Work email/)).toHaveValue("grace@example.com");
    await expect(form.getByLabel(/Company/)).toHaveValue("Harbor Analytics");
    await expect(form.getByLabel(/How can we help/)).toHaveValue(
      "We want to evaluate a private LLM.",
    );
    const mailto = alert.getByRole("link", {
      name: `Send what you typed to ${CONTACT_EMAIL} by email instead`,
    });
    await expect(mailto).toHaveAttribute(
      "href",
      `mailto:${CONTACT_EMAIL}?subject=Website%20inquiry%20from%20Grace%20Hopper&body=` +
        "Name%3A%20Grace%20Hopper%0D%0AEmail%3A%20grace%40example.com%0D%0ACompany%3A%20Harbor%20Analytics" +
        "%0D%0A%0D%0AWe%20want%20to%20evaluate%20a%20private%20LLM.%0D%0A%0D%0ASource%3A%20contact-page" +
        "%0D%0ACompany%3A%20Harbor%20Analytics",
    );
  });
});

// Toasts for submission outcomes: a rich toast confirms each outcome besides the
// form's own status; sonner reaches the browser only when a form is first sent.
test.describe("toasts for submission outcomes", () => {
  /** Records requests for the lead toaster's chunk, which holds the RichToaster and sonner. */
  function toasterRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/lead-toaster-[^/]*\.js$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  }

  test("a sent contact form is confirmed by a toast, announced, at the bottom right", async ({
    page,
  }) => {
    const requests = toasterRequests(page);
    const form = await openForm(page, "/contact", "contact-form");
    await fillContact(form, { name: "Ada Lovelace", email: uniqueEmail("toast-en") });
    await page.waitForTimeout(MIN_FILL_MS);
    expect(requests).toEqual([]);
    await form.getByRole("button", { name: "Send message" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Message sent" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Thank you! We will be in touch within one business day.");
    expect(requests).toHaveLength(1);
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    await expect(toaster).toHaveAttribute("data-sonner-theme", "dark");
    await expect(page.locator("section[aria-live='polite']").filter({ has: toaster })).toHaveCount(
      1,
    );
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    // The toast closes after 4 s (spec section 9); the form's own thank-you has its 3 s too.
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
  });

  test("an Arabic contact form is confirmed by an Arabic toast at the bottom left", async ({
    page,
  }) => {
    const form = await openForm(page, "/ar/contact", "contact-form");
    await form.getByLabel(/الاسم الكامل/).fill("ليلى حداد");
    await form.getByLabel(/البريد الإلكتروني للعمل/).fill(uniqueEmail("toast-ar"));
    await form.getByRole("checkbox").check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "إرسال الرسالة" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "تم إرسال الرسالة" });
    await expect(toast).toBeVisible();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("dir", "rtl");
    await expect(toaster).toHaveAttribute("data-x-position", "left");
    await expect(page.getByRole("region", { name: /^الإشعارات/ })).toBeAttached();
    await expect(toast.getByRole("button", { name: "إغلاق الإشعار" })).toBeVisible();
    // Mirrored: the toast sits in the left half of the screen.
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 1280;
    expect(box!.x + box!.width).toBeLessThan(width / 2 + 1);
  });

  test("an unreachable API is reported by an error toast too, the mailto staying in the form", async ({
    page,
  }) => {
    const form = await openForm(page, "/contact", "contact-form");
    await page.route("**/v1/leads", (route) => route.abort("connectionrefused"));
    await fillContact(form, { name: "Grace Hopper", email: "grace@example.com" });
    await form.getByRole("button", { name: "Send message" }).click();

    const error = `Unable to submit form. Please try again or contact ${CONTACT_EMAIL}`;
    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await expect(toast).toContainText(error, { timeout: 15_000 });
    await expect(toast).toContainText("Everything you typed is still in the form.");
    await expect(toast.getByRole("link")).toHaveCount(0);
    await expect(form.getByRole("alert").getByRole("link")).toHaveAttribute(
      "href",
      /^mailto:hello@vantreo\.com\?subject=/,
    );
  });
});
