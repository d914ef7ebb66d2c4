import { z as globalZod } from "zod";
import { describe, expect, it } from "vitest";
import { LeadSchema } from "./lead-schema";

describe("on the server", () => {
  it("keeps zod's JIT (the lead API parses faster with it)", () => {
    expect(LeadSchema).toBeDefined();
    expect(globalZod.config().jitless).not.toBe(true);
  });
});
