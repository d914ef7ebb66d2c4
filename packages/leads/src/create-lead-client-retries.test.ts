import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadClient } from "./create-lead-client";
import {
  ENDPOINT,
  headersOf,
  jsonResponse,
  scriptedFetch,
  VALID_LEAD,
} from "./lead-client-test-kit";

const OK = () => jsonResponse(201, { success: true, leadId: "lead_7", message: "Received" });
const client = (fetch: ReturnType<typeof scriptedFetch>) =>
  createLeadClient({ endpoint: ENDPOINT, contactEmail: "hello@vantreo.com", fetch });

describe("createLeadClient: retries and timeouts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-16T12:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries a 5xx after 1000 ms, then 2000 ms, with the same Idempotency-Key", async () => {
    const fetch = scriptedFetch([jsonResponse(500, {}), jsonResponse(503, {}), OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await pending).toEqual({ success: true, leadId: "lead_7", message: "Received" });
    const keys = [0, 1, 2].map((call) => headersOf(fetch, call)["Idempotency-Key"]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect([0, 1, 2].map((call) => fetch.mock.calls[call]?.[1]?.body)).toEqual(
      Array(3).fill(fetch.mock.calls[0]?.[1]?.body),
    );
  });

  it("stops after 3 attempts of server errors with 'Failed to submit lead', keeping the lead", async () => {
    const fetch = scriptedFetch([
      jsonResponse(502, {}),
      jsonResponse(500, {}),
      jsonResponse(503, {}),
      OK(),
    ]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(3000);
    const result = await pending;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({
      success: false,
      code: "submit_lead_failed",
      message: "Failed to submit lead",
      error: "server",
      status: 503,
      lead: { email: "ada@example.com", firstName: "Ada" },
    });
    expect(result.success === false && result.mailto).toMatch(
      /^mailto:hello@vantreo\.com\?subject=/,
    );
  });

  it("retries a 408", async () => {
    const fetch = scriptedFetch([jsonResponse(408, {}), OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ success: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("waits as long as a 429's Retry-After seconds ask", async () => {
    const fetch = scriptedFetch([jsonResponse(429, {}, { "Retry-After": "5" }), OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await pending).toMatchObject({ success: true });
  });

  it("waits until a 429's Retry-After HTTP date", async () => {
    const fetch = scriptedFetch([
      jsonResponse(429, {}, { "Retry-After": "Mon, 16 Jun 2025 12:00:03 GMT" }),
      OK(),
    ]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await pending).toMatchObject({ success: true });
  });

  it("waits the retry delay times the attempt after a 429 without Retry-After", async () => {
    const fetch = scriptedFetch([jsonResponse(429, {}), jsonResponse(429, {}), OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: true });
  });

  it("reports 'Too many requests' when every attempt is rate limited", async () => {
    const fetch = scriptedFetch([
      jsonResponse(429, {}),
      jsonResponse(429, {}),
      jsonResponse(429, {}),
    ]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toMatchObject({
      success: false,
      code: "rate_limited",
      message: "Too many requests. Please wait a moment and try again.",
      error: "rate_limited",
      status: 429,
    });
  });

  it("gives up at once when Retry-After asks for more than a minute", async () => {
    const fetch = scriptedFetch([jsonResponse(429, {}, { "Retry-After": "61" }), OK()]);
    const result = await client(fetch).submit(VALID_LEAD);
    expect(result).toMatchObject({ success: false, code: "rate_limited" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("aborts an attempt after 30,000 ms and retries it", async () => {
    const fetch = scriptedFetch(["hang", OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(29_999);
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await pending).toMatchObject({ success: true });
  });

  it("reports 'Request timed out' with error 'timeout' when all attempts time out", async () => {
    const fetch = scriptedFetch(["hang", "hang", "hang"]);
    let settled = false;
    const pending = client(fetch)
      .submit(VALID_LEAD)
      .finally(() => {
        settled = true;
      });
    // 30,000 + 1,000 + 30,000 + 2,000 + 30,000 ms.
    await vi.advanceTimersByTimeAsync(92_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      success: false,
      code: "timeout",
      message: "Request timed out. Please try again.",
      error: "timeout",
      lead: { firstName: "Ada" },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("times out even when the fetch ignores the abort signal", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const pending = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
      attempts: 1,
    }).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ success: false, error: "timeout" });
  });

  it("counts a slow answer body against the same timeout", async () => {
    const slowBody = new Response(new ReadableStream({ start() {} }), { status: 200 });
    const fetch = scriptedFetch([slowBody]);
    const pending = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
      attempts: 1,
    }).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ success: false, error: "timeout" });
  });

  it("retries network errors and succeeds", async () => {
    const fetch = scriptedFetch([new TypeError("fetch failed"), OK()]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ success: true, leadId: "lead_7" });
  });

  it("reports 'Unable to submit form' with the contact address after a network failure on the last attempt", async () => {
    const fetch = scriptedFetch([jsonResponse(500, {}), "hang", new TypeError("fetch failed")]);
    const pending = client(fetch).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(1000 + 30_000 + 2000);
    expect(await pending).toMatchObject({
      success: false,
      code: "network_failure",
      message: "Unable to submit form. Please try again or contact hello@vantreo.com",
      error: "network",
      lead: { email: "ada@example.com" },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("honours attempts, retry delay and timeout options", async () => {
    const fetch = scriptedFetch(["hang", jsonResponse(500, {}), OK()]);
    const sleep = vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const pending = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
      attempts: 2,
      retryDelayMs: 250,
      timeoutMs: 5000,
      sleep,
    }).submit(VALID_LEAD);
    await vi.advanceTimersByTimeAsync(5000 + 250);
    expect(await pending).toMatchObject({ success: false, error: "server", status: 500 });
    expect(sleep.mock.calls).toEqual([[250]]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
