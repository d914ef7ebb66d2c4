import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature";

const SECRET = "whsec-test-0123456789abcdef";
const BODY = '{"id":"lead-1"}';

describe("webhook signature", () => {
  it("signs t=<seconds>,v1=<HMAC-SHA256 of 't.body'> like Stripe", () => {
    const expected = createHmac("sha256", SECRET).update(`1750075200.${BODY}`).digest("hex");
    expect(signWebhook(SECRET, BODY, 1_750_075_200)).toBe(`t=1750075200,v1=${expected}`);
  });

  it("verifies a fresh signature and refuses a changed body, a wrong secret or an old one", () => {
    const header = signWebhook(SECRET, BODY, 1_750_075_200);
    expect(verifyWebhook(SECRET, BODY, header, 1_750_075_200 + 300)).toBe(true);
    expect(verifyWebhook(SECRET, '{"id":"lead-2"}', header, 1_750_075_200)).toBe(false);
    expect(verifyWebhook("another-secret-0123456789", BODY, header, 1_750_075_200)).toBe(false);
    expect(verifyWebhook(SECRET, BODY, header, 1_750_075_200 + 301)).toBe(false);
    expect(verifyWebhook(SECRET, BODY, "t=abc,v1=zz", 1_750_075_200)).toBe(false);
  });
});
