import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signLeadBody, verifyLeadSignature } from "./lead-signature";

const TIMESTAMP = "2025-06-16T12:00:00.000Z";
const BODY = '{"email":"ada@example.com","leadType":"newsletter"}';

describe("lead signature", () => {
  it("is the hex HMAC-SHA256 of the timestamp, a dot and the body", async () => {
    // node:crypto computes the expectation independently of Web Crypto.
    const expected = createHmac("sha256", "s3cret").update(`${TIMESTAMP}.${BODY}`).digest("hex");
    expect(await signLeadBody("s3cret", TIMESTAMP, BODY)).toBe(expected);
  });

  it("matches a value computed with openssl dgst -sha256 -hmac", async () => {
    expect(await signLeadBody("s3cret", TIMESTAMP, BODY)).toBe(
      "df03a562e3cd13ed52b897ad17154ee0c452212c3d93718758cd50a97ef4a524",
    );
  });

  it("verifies its own signature and refuses any change", async () => {
    const signature = await signLeadBody("s3cret", TIMESTAMP, BODY);
    expect(await verifyLeadSignature("s3cret", TIMESTAMP, BODY, signature)).toBe(true);
    expect(await verifyLeadSignature("s3cret", TIMESTAMP, BODY, signature.toUpperCase())).toBe(
      true,
    );
    expect(await verifyLeadSignature("other", TIMESTAMP, BODY, signature)).toBe(false);
    expect(await verifyLeadSignature("s3cret", "2025-06-16T12:00:01.000Z", BODY, signature)).toBe(
      false,
    );
    expect(
      await verifyLeadSignature("s3cret", TIMESTAMP, BODY.replace("ada", "eve"), signature),
    ).toBe(false);
  });

  it("refuses malformed signatures without throwing", async () => {
    expect(await verifyLeadSignature("s3cret", TIMESTAMP, BODY, "")).toBe(false);
    expect(await verifyLeadSignature("s3cret", TIMESTAMP, BODY, "xyz")).toBe(false);
    expect(await verifyLeadSignature("s3cret", TIMESTAMP, BODY, "abc")).toBe(false);
  });
});
