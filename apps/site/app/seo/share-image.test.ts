import { describe, expect, it } from "vitest";
import { shareImageFor, shareKindOf } from "./share-image";

describe("shareImageFor (each insight, case study, service, compare and localized page)", () => {
  it.each([
    [
      "/insights/ai-roi-measurement-report-2025",
      "/og/en/insights--ai-roi-measurement-report-2025.png",
      "insight",
    ],
    [
      "/case-studies/self-hosted-ai-roi",
      "/og/en/case-studies--self-hosted-ai-roi.png",
      "case-study",
    ],
    [
      "/services/human-ai-workforce-enablement/pmo-services",
      "/og/en/services--human-ai-workforce-enablement--pmo-services.png",
      "service",
    ],
    ["/compare/ibm-alternative", "/og/en/compare--ibm-alternative.png", "comparison"],
    ["/", "/og/en/home.png", "company"],
    ["/de", "/og/de/home.png", "company"],
    ["/ar/privacy", "/og/ar/privacy.png", "company"],
    ["/privacy-policy", "/og/en/privacy-policy.png", "company"],
    ["/ar/private-llm", "/og/ar/private-llm.png", "topic"],
    ["/de/atlanta-data-experts", "/og/de/atlanta-data-experts.png", "company"],
  ])("gives %s its own card %s (%s)", (path, url, kind) => {
    expect(shareImageFor(path, "A title")).toMatchObject({ url, kind });
  });

  it.each([
    "/bookings",
    "/insights",
    "/case-studies",
    "/learning/x",
    "/dataroom",
    "/de/investors",
    "/ar/impressum",
  ])("leaves %s on the default image", (path) => {
    expect(shareKindOf(path)).toBeNull();
    expect(shareImageFor(path, "x")).toBeNull();
  });

  it("describes the card in the page's language", () => {
    expect(shareImageFor("/ar/services", "الخدمات")?.alt).toBe(
      "استشارات البيانات والذكاء الاصطناعي: الخدمات",
    );
    expect(shareImageFor("/ar/private-llm", "نماذج لغوية خاصة")?.alt).toBe(
      "موضوع: نماذج لغوية خاصة",
    );
    expect(shareImageFor("/compare/ey-alternative", "EY alternative")?.alt).toBe(
      "Comparison: EY alternative",
    );
  });
});
