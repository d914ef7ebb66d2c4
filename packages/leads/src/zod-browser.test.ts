// @vitest-environment jsdom
import { z as globalZod } from "zod";
import { describe, expect, it } from "vitest";
import { LeadSchema } from "./lead-schema";

describe("in a browser", () => {
  it("parses leads without zod's eval-based JIT, so a strict CSP raises no violation", () => {
    expect(LeadSchema).toBeDefined();
    expect(globalZod.config().jitless).toBe(true);
  });
});
