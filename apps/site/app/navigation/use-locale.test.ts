import { describe, expect, it } from "vitest";
import { linkPath } from "./use-locale";

describe("linkPath", () => {
  it("uses the localized page where it exists", () => {
    expect(linkPath("/privacy-policy", "de")).toBe("/de/privacy");
    expect(linkPath("/contact?location=atlanta", "ar")).toBe("/ar/contact?location=atlanta");
  });

  it("keeps English-only pages in English instead of falling back to the locale's home", () => {
    expect(linkPath("/services/mlops-consulting", "de")).toBe("/services/mlops-consulting");
    expect(linkPath("/case-studies", "ar")).toBe("/case-studies");
  });

  it("leaves English links alone", () => {
    expect(linkPath("/about", "en")).toBe("/about");
  });
});
