import { describe, expect, it } from "vitest";
import { schedulingLink } from "./scheduling-link";

const utm = { source: "search", service: "rag-architecture" };

describe("schedulingLink", () => {
  it("appends utm_source and utm_service", () => {
    expect(schedulingLink("https://calendly.com/vantreo/30min", utm)).toBe(
      "https://calendly.com/vantreo/30min?utm_source=search&utm_service=rag-architecture",
    );
  });

  it("keeps the base URL's own parameters and fragment", () => {
    expect(schedulingLink("https://calendly.com/vantreo/30min?hide_gdpr_banner=1#top", utm)).toBe(
      "https://calendly.com/vantreo/30min?hide_gdpr_banner=1&utm_source=search&utm_service=rag-architecture#top",
    );
  });

  it("replaces utm parameters the base URL already carries", () => {
    expect(schedulingLink("https://calendly.com/vantreo/30min?utm_source=menu", utm)).toBe(
      "https://calendly.com/vantreo/30min?utm_source=search&utm_service=rag-architecture",
    );
  });

  it("encodes the values", () => {
    expect(schedulingLink("/book", { source: "search", service: "a&b c" })).toBe(
      "/book?utm_source=search&utm_service=a%26b+c",
    );
  });
});
