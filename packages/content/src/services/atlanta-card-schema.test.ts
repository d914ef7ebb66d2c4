import { describe, expect, it } from "vitest";
import { AtlantaCardSchema, type AtlantaCard } from "./atlanta-card-schema";

const CARD: AtlantaCard = {
  features: [
    "Platform health check",
    "Migration rescue",
    "Streaming ingestion",
    "On-site workshops",
  ],
  keywords: ["data engineering atlanta", "data consultants georgia"],
  i18n: {
    de: {
      features: [
        "Zustandsprüfung der Plattform",
        "Rettung von Migrationen",
        "Streaming-Ingestion",
        "Workshops vor Ort",
      ],
      keywords: ["Data Engineering Atlanta", "Datenberater Georgia"],
    },
    ar: {
      features: [
        "فحص حالة المنصة",
        "إنقاذ عمليات الترحيل",
        "استيعاب البيانات اللحظي",
        "ورش عمل حضورية",
      ],
      keywords: ["هندسة البيانات أتلانتا", "مستشارو البيانات جورجيا"],
    },
  },
};

function issues(change: (card: AtlantaCard) => void): string[] {
  const card = structuredClone(CARD);
  change(card);
  const result = AtlantaCardSchema.safeParse(card);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("AtlantaCardSchema (spec section 3: features and keywords)", () => {
  it("accepts features and keywords in English, German and Arabic", () => {
    expect(issues(() => {})).toEqual([]);
  });

  it("rejects a locale that lists fewer features than English", () => {
    expect(issues((card) => card.i18n.ar.features.pop())).toEqual([
      "i18n.ar.features: 4 features expected, as in English",
    ]);
  });

  it("rejects Arabic text without Arabic letters and German text left in English", () => {
    expect(
      issues((card) => {
        card.i18n.ar.keywords[0] = "data engineering atlanta";
        card.i18n.de.features[1] = "Migration rescue";
      }).sort(),
    ).toEqual([
      "i18n.ar.keywords.0: Arabic text expected",
      "i18n.de.features.1: German text expected, not the English one",
    ]);
  });

  it("rejects a card without keywords", () => {
    expect(issues((card) => (card.keywords = []))).toHaveLength(1);
  });
});
