import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdempotencyKey } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("createIdempotencyKey", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("creates a different version 4 UUID each time", () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(createIdempotencyKey()).not.toBe(first);
  });

  it("builds a version 4 UUID from random bytes where randomUUID is missing (plain http pages)", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(createIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
