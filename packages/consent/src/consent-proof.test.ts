import { describe, expect, it, vi } from "vitest";
import { buildConsentProof, parseConsentProof } from "./consent-proof";
import { initialConsentState, type ConsentState } from "./consent-state";
import { sendConsentProof } from "./send-consent-proof";

const CHOSEN_AT = Date.UTC(2026, 0, 15, 14, 30, 0);

const accepted: ConsentState = {
  ...initialConsentState(2),
  status: "accepted",
  categories: { functional: true, analytics: true, marketing: false, personalization: true },
  timestamp: CHOSEN_AT,
  ready: true,
};

const PROOF = {
  choice: "accepted",
  categories: { functional: true, analytics: true, marketing: false, personalization: true },
  timestamp: "2026-01-15T14:30:00.000Z",
  revision: 2,
  locale: "de",
  page: "/de/contact",
};

describe("buildConsentProof", () => {
  it("records choice, categories, time, revision, locale and page", () => {
    expect(buildConsentProof(accepted, { locale: "de", page: "/de/contact" })).toEqual(PROOF);
  });

  it("keeps only the path of the page, never its query string or fragment", () => {
    const proof = buildConsentProof(accepted, {
      locale: "en",
      page: "https://www.vantreo.com/contact?email=jane%40example.com&gclid=abc#form",
    });
    expect(proof?.page).toBe("/contact");
  });

  it("has nothing to prove before a choice", () => {
    expect(buildConsentProof(initialConsentState(1), { locale: "en", page: "/" })).toBeNull();
  });
});

describe("parseConsentProof", () => {
  it("accepts a well-formed proof", () => {
    expect(parseConsentProof(JSON.parse(JSON.stringify(PROOF)))).toEqual(PROOF);
  });

  it("rejects any extra field, so no personal data can ride along", () => {
    expect(parseConsentProof({ ...PROOF, email: "jane@example.com" })).toBeNull();
  });

  it.each([
    ["an unknown choice", { choice: "maybe" }],
    ["functional refused", { categories: { ...PROOF.categories, functional: false } }],
    ["a missing category", { categories: { functional: true, analytics: true, marketing: true } }],
    ["a bad timestamp", { timestamp: "yesterday" }],
    ["a timestamp with junk after it", { timestamp: `${PROOF.timestamp}\u0000` }],
    ["a page with NUL", { page: "/contact\u0000" }],
    ["a page with a bidi override", { page: "/\u202etcatnoc" }],
    ["a page with a space", { page: "/con tact" }],
    ["revision 0", { revision: 0 }],
    ["a fractional revision", { revision: 1.5 }],
    ["a malformed locale", { locale: "<script>" }],
    ["a page with a query", { page: "/contact?email=a@b.c" }],
    ["a full URL as page", { page: "https://www.vantreo.com/" }],
  ])("rejects %s", (_label, change) => {
    expect(parseConsentProof({ ...PROOF, ...change })).toBeNull();
  });
});

describe("sendConsentProof", () => {
  it("POSTs the proof as JSON without credentials and resolves true on 2xx", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    const sent = await sendConsentProof({
      endpoint: "https://api.vantreo.com/v1/consents",
      proof: PROOF as never,
      fetch,
    });
    expect(sent).toBe(true);
    expect(fetch).toHaveBeenCalledWith("https://api.vantreo.com/v1/consents", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(PROOF),
      keepalive: true,
      credentials: "omit",
    });
  });

  it("resolves false instead of throwing when the network fails or the server refuses", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const refusing = vi.fn(async () => new Response(null, { status: 422 }));
    const base = { endpoint: "https://api.vantreo.com/v1/consents", proof: PROOF as never };
    await expect(sendConsentProof({ ...base, fetch: offline })).resolves.toBe(false);
    await expect(sendConsentProof({ ...base, fetch: refusing })).resolves.toBe(false);
  });
});
