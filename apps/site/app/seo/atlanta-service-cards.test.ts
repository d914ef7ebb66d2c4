import { LOCALE_CODES } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { copy as ATLANTA } from "../copy/pages/atlanta-data-experts";
import { siteContent } from "../data/content.server";
import { withAtlantaServiceCards } from "./atlanta-service-cards";

const SERVICE_CARDS = [
  "/services/data-engineering-consulting",
  "/services/ai-consulting",
  "/services/data-science-consulting",
  "/services/business-intelligence-consulting",
];

describe("the Atlanta page's service cards (spec section 3: title, description, features, keywords)", () => {
  it.each(LOCALE_CODES)(
    "in %s, list each service's features and add its keywords",
    async (locale) => {
      const { services } = await siteContent();
      const page = ATLANTA[locale];
      const result = withAtlantaServiceCards(page, services, locale);
      const cards = result.sections
        .flatMap((section) => (section.kind === "cards" ? section.items : []))
        .filter((item) => SERVICE_CARDS.includes(item.href ?? ""));
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        const service = services.find((s) => `/services/${s.slug}` === card.href)!;
        const expected =
          locale === "en"
            ? service.atlantaCard!.features
            : service.atlantaCard!.i18n[locale].features;
        expect(card.tags).toEqual(expected);
        const keywords =
          locale === "en"
            ? service.atlantaCard!.keywords
            : service.atlantaCard!.i18n[locale].keywords;
        for (const keyword of keywords) expect(result.keywords).toContain(keyword);
      }
      for (const keyword of page.keywords ?? []) expect(result.keywords).toContain(keyword);
    },
  );

  it("in Arabic, every feature is Arabic text", async () => {
    const { services } = await siteContent();
    const result = withAtlantaServiceCards(ATLANTA.ar, services, "ar");
    const tags = result.sections
      .flatMap((section) => (section.kind === "cards" ? section.items : []))
      .filter((item) => SERVICE_CARDS.includes(item.href ?? ""))
      .flatMap((item) => item.tags ?? []);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/[\u0600-\u06FF]/);
  });

  it("leaves cards without an Atlanta card (the regional city cards) as written", async () => {
    const { services } = await siteContent();
    const result = withAtlantaServiceCards(ATLANTA.en, services, "en");
    const before = ATLANTA.en.sections.filter((s) => s.kind === "cards").at(-1);
    const after = result.sections.filter((s) => s.kind === "cards").at(-1);
    expect(after).toEqual(before);
  });
});
