import { z } from "zod";

const ARABIC_LETTER = /[\u0600-\u06FF]/;

const feature = z.string().trim().min(5).max(80);
const keyword = z.string().trim().min(3).max(60);
const features = z.array(feature).min(3).max(5);
const keywords = z.array(keyword).min(2).max(6);
const localizedCard = z.strictObject({ features, keywords });

/**
 * What a service's card on the Atlanta page adds to the entry's title and short description
 * (spec section 3, "Atlanta service card: title, description, features, keywords"): the
 * features listed on the card and the keywords the page's metadata carries, in English, German
 * and Arabic. Each locale lists as many features as English, so the cards stay in step.
 */
export const AtlantaCardSchema = z
  .strictObject({
    features,
    keywords,
    i18n: z.strictObject({ de: localizedCard, ar: localizedCard }),
  })
  .superRefine((card, ctx) => {
    for (const locale of ["de", "ar"] as const) {
      if (card.i18n[locale].features.length !== card.features.length) {
        ctx.addIssue({
          code: "custom",
          path: ["i18n", locale, "features"],
          message: `${card.features.length} features expected, as in English`,
        });
      }
    }
    for (const field of ["features", "keywords"] as const) {
      card.i18n.ar[field].forEach((text, i) => {
        if (!ARABIC_LETTER.test(text))
          ctx.addIssue({
            code: "custom",
            path: ["i18n", "ar", field, i],
            message: "Arabic text expected",
          });
      });
      card.i18n.de[field].forEach((text, i) => {
        if (text === card[field][i])
          ctx.addIssue({
            code: "custom",
            path: ["i18n", "de", field, i],
            message: "German text expected, not the English one",
          });
      });
    }
  });

/** A validated Atlanta card. */
export type AtlantaCard = z.infer<typeof AtlantaCardSchema>;
