import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";

describe("given a result's English path", () => {
  it("opens the localized page where one exists, else the English page, never the locale's home", () => {
    expect(sitePath("/services", "de")).toBe("/de/services");
    expect(sitePath("/services", "ar")).toBe("/ar/services");
    expect(sitePath("/insights/why-rag-projects-stall", "ar")).toBe(
      "/insights/why-rag-projects-stall",
    );
    expect(sitePath("/case-studies/self-hosted-ai-roi", "en")).toBe(
      "/case-studies/self-hosted-ai-roi",
    );
  });
});
