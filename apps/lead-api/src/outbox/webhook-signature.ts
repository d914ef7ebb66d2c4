import { createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries the signature of a CRM webhook delivery. */
export const WEBHOOK_SIGNATURE_HEADER = "Vantreo-Signature";

/** How old a signed delivery may be before a receiver refuses it (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * The signature header value of a webhook body, Stripe-style: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">`. Signing the timestamp with the body lets the receiver refuse
 * replays of an old delivery.
 */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, timestampSeconds, body)}`;
}

/**
 * Checks a signature header as a receiver should: any `v1` entry matches (compared in constant
 * time) and `t` lies within `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), "hex");
  return parts
    .filter(([name, value]) => name === "v1" && /^[0-9a-f]{64}$/.test(value ?? ""))
    .some(([, value]) => timingSafeEqual(Buffer.from(value ?? "", "hex"), expected));
}
