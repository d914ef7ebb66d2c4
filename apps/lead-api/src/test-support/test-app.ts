import { createApp } from "../app";
import type { Lifecycle } from "../app-env";
import { loadConfig } from "../config";
import { createLogger } from "../log/logger";
import type { LeadStore } from "../store/lead-store";
import { CAL_SECRET, STRIPE_SECRET } from "./integration-secrets";

/** A contact lead that passes every rule of spec section 5. */
export const VALID_CONTACT = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace.hopper@example.com",
  phone: "+1 (404) 555-0142",
  company: "Peachtree Freight",
  message: "We need a data platform assessment for our logistics data.",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: { marketing_consent: true, consent_text_version: "2025-06", locale: "en" },
};

/** A valid contact lead with its own e-mail address (`n` makes it unique). */
export function contactLead(n: number | string, overrides: Record<string, unknown> = {}) {
  return { ...VALID_CONTACT, email: `visitor.${n}@example.com`, ...overrides };
}

/** The admin token of the test configuration. */
export const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123";

/** Builds the app on `store` with a test configuration (environment variable names as keys). */
export function createTestApp(
  store: LeadStore,
  options: {
    env?: Record<string, string>;
    now?: () => number;
    lines?: string[];
    lifecycle?: Lifecycle;
  } = {},
) {
  const config = loadConfig({
    LEAD_API_RATE_LIMIT: "1000",
    LEAD_API_SIGN_IN_RATE_LIMIT: "1000",
    LEAD_API_ADMIN_TOKEN: ADMIN_TOKEN,
    LEAD_API_SITE_ORIGINS: "https://www.vantreo.com,https://de.vantreo.com",
    LEAD_API_CAL_WEBHOOK_SECRET: CAL_SECRET,
    LEAD_API_STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    ...options.env,
  });
  const lines = options.lines ?? [];
  const logger = createLogger({ level: "debug", write: (line) => lines.push(line) });
  return createApp(config, {
    store,
    logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
}

/** The app type returned by {@link createTestApp}. */
export type TestApp = ReturnType<typeof createTestApp>;

/** How a test request is sent: extra headers and the socket's remote address. */
export type SendOptions = { headers?: Record<string, string>; ip?: string };

/** Sends a request in-process, as if from `options.ip` (the Node socket's remote address). */
export function send(app: TestApp, path: string, init: RequestInit, options: SendOptions = {}) {
  const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : {};
  const headers = { ...(init.headers as Record<string, string> | undefined), ...options.headers };
  return app.request(path, { ...init, headers }, env as never);
}

/** POSTs `body` as JSON (a string is sent as is). */
export function postJson(app: TestApp, path: string, body: unknown, options: SendOptions = {}) {
  return send(
    app,
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    options,
  );
}

/** POSTs a lead to `/v1/leads`. */
export function postLead(app: TestApp, body: unknown, options: SendOptions = {}) {
  return postJson(app, "/v1/leads", body, options);
}

/** Exports everything stored about `email` through the admin API. */
export async function exportSubject(app: TestApp, email: string) {
  const response = await postJson(
    app,
    "/admin/v1/subjects/export",
    { email },
    { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
  );
  return (await response.json()) as {
    leads: {
      id: string;
      lead: Record<string, unknown>;
      spamReason: string | null;
      consent: Record<string, unknown>;
    }[];
    dataRequests: { id: string; lead: Record<string, unknown> }[];
  };
}
