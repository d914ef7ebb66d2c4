import { describe, expect, it } from "vitest";
import { can } from "./staff-roles";
import { leadQuerySchema } from "./lead-filter";
import { routingConfigSchema } from "./routing";

const rule = { name: "German", criterion: "locale", value: "de", members: ["s-1"] };

describe("the routing rules' body", () => {
  it("takes ordered rules and a fallback owner, values trimmed and lower-cased", () => {
    expect(
      routingConfigSchema.parse({
        rules: [{ ...rule, name: " German ", value: " DE " }],
        fallbackOwnerId: null,
      }),
    ).toEqual({ rules: [{ ...rule }], fallbackOwnerId: null });
  });

  it("refuses an unknown criterion, an empty team, a member twice and the reserved id", () => {
    const refused = (patch: Record<string, unknown>) =>
      routingConfigSchema.safeParse({ rules: [{ ...rule, ...patch }], fallbackOwnerId: null })
        .success;
    expect(refused({ criterion: "weather" })).toBe(false);
    expect(refused({ members: [] })).toBe(false);
    expect(refused({ members: ["s-1", "s-1"] })).toBe(false);
    expect(refused({ id: "fallback" })).toBe(false);
    expect(refused({ value: "  " })).toBe(false);
    expect(refused({ id: "rule-1" })).toBe(true);
  });

  it("is for owners only", () => {
    expect(can(["owner"], "routing")).toBe(true);
    for (const role of ["sales", "marketing", "privacy", "investor-relations"] as const)
      expect(can([role], "routing")).toBe(false);
  });
});

describe("the inbox's reply filter", () => {
  it("reads due and overdue, and refuses anything else", () => {
    expect(leadQuerySchema.parse({ reply: "overdue" }).filter).toEqual({
      spam: false,
      reply: "overdue",
    });
    expect(leadQuerySchema.parse({ reply: "due" }).filter.reply).toBe("due");
    expect(leadQuerySchema.safeParse({ reply: "late" }).success).toBe(false);
  });
});
