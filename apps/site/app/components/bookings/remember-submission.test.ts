// @vitest-environment jsdom
import type { LeadClient, LeadInput, SubmitResult } from "@vantreo/leads";
import { beforeEach, describe, expect, it } from "vitest";
import { withVisitorMemory } from "./remember-submission";
import { recallVisitor } from "./visitor-memory";

const stored = (leadId: string): Pick<LeadClient, "submit"> => ({
  submit: (): Promise<SubmitResult> =>
    Promise.resolve({ success: true, leadId, message: "Thank you" }),
});
const failed: Pick<LeadClient, "submit"> = {
  submit: (): Promise<SubmitResult> =>
    Promise.resolve({
      success: false,
      code: "server_error",
      message: "x",
      lead: {} as never,
      mailto: "",
    } as unknown as SubmitResult),
};
const lead: LeadInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: "A data platform review.",
  leadType: "contact",
};

describe("withVisitorMemory", () => {
  beforeEach(() => sessionStorage.clear());

  it("remembers a stored lead for the visit", async () => {
    await withVisitorMemory(stored("lead-1")).submit(lead);
    expect(recallVisitor()).toEqual({
      leadId: "lead-1",
      name: "Ada Lovelace",
      email: "ada@example.com",
      notes: "A data platform review.",
    });
  });

  it("remembers nothing of a failed send or of a data-rights request", async () => {
    await withVisitorMemory(failed).submit(lead);
    expect(recallVisitor()).toBeNull();
    await withVisitorMemory(stored("lead-2")).submit({ ...lead, leadType: "data-rights" });
    expect(recallVisitor()).toBeNull();
  });
});
