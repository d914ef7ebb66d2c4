import { describe, expect, it } from "vitest";
import { inferSource } from "./infer-source";

describe("inferSource", () => {
  it.each([
    [{ source: "newsletter-popup" }, "popup"],
    [{ source: "exit" }, "popup"],
    [{ source: "service-cta" }, "service-page"],
    [{ source: "footer-newsletter" }, "footer"],
    [{ source: "hero" }, "hero-cta"],
    [{ source: "inline" }, "inline-form"],
    [{ source: "HERO-Button" }, "hero-cta"],
  ] as const)("reads source text %j as %s", (hint, expected) => {
    expect(inferSource(hint)).toBe(expected);
  });

  it("keeps a source text that is a source itself", () => {
    expect(inferSource({ source: "exit-intent" })).toBe("exit-intent");
    expect(inferSource({ source: "contact-page", path: "/services/llm-evaluation" })).toBe(
      "contact-page",
    );
  });

  it("checks the words in the spec's order: popup/exit, service, footer, hero, inline", () => {
    expect(inferSource({ source: "footer-popup" })).toBe("popup");
    expect(inferSource({ source: "hero-service" })).toBe("service-page");
    expect(inferSource({ source: "inline-hero" })).toBe("hero-cta");
  });

  it.each([
    [{ path: "/services/rag-architecture" }, "service-page"],
    [{ path: "/de/services/rag-architecture" }, "service-page"],
    [{ path: "https://www.vantreo.com/ar/services/llm-evaluation?x=1" }, "service-page"],
    [{ path: "/contact" }, "contact-page"],
    [{ source: "article-cta", path: "/contact" }, "contact-page"],
    [{ path: "/services" }, "contact-page"],
    [{ path: "/insights/ai-roi" }, "contact-page"],
    [{}, "contact-page"],
  ] as const)("falls back to the path for %j: %s", (hint, expected) => {
    expect(inferSource(hint)).toBe(expected);
  });
});

describe("the integrations' sources", () => {
  it("are not a form's to claim", () => {
    expect(inferSource({ source: "scheduler", path: "/contact" })).toBe("contact-page");
    expect(inferSource({ source: "checkout", path: "/services/x" })).toBe("service-page");
  });
});
