import { z } from "zod";
import { AtlantaCardSchema } from "./atlanta-card-schema";
import { SERVICE_CATEGORIES } from "./service-categories";
import { CONTACT_CTA_PREFIX, ServiceCtaSchema } from "./service-cta-schema";

const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** Slugs are kebab-case; two catalogue slugs have one nested segment (spec section 2). */
const SLUG = new RegExp(`^${KEBAB}(?:/${KEBAB})?$`);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Search-engine snippets are cut after about 160 characters. */
export const META_DESCRIPTION_MAX = 160;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const crossSellSchema = z.strictObject({
  title: text(3, 80),
  description: text(20, 240),
  url: z
    .string()
    .regex(new RegExp(`^/services/${SLUG.source.slice(1, -1)}$`), "url must be /services/<slug>"),
});

const caseStudySchema = z.strictObject({
  company: text(5, 80),
  challenge: text(30, 400),
  result: text(30, 400),
  metric: text(3, 60),
});

const localizedSchema = z.strictObject({ title: text(3, 90), shortDescription: text(30, 260) });

/**
 * One entry of the service catalogue (spec section 3 and the contract in CONTRACTS.md), with the
 * German and Arabic title and short description shown on /de/services and /ar/services.
 */
export const ServiceEntrySchema = z
  .strictObject({
    id: z.string().regex(new RegExp(`^${KEBAB}$`), "id must be kebab-case"),
    slug: z.string().regex(SLUG, "slug must be kebab-case, with at most one '/'"),
    category: z.enum(SERVICE_CATEGORIES),
    serviceType: text(3, 60),
    title: text(3, 80),
    h1: text(10, 120),
    metaDescription: text(70, META_DESCRIPTION_MAX),
    shortDescription: text(40, 220),
    problemStatement: text(80, 700),
    solution: text(80, 900),
    keyBenefits: z.array(text(10, 200)).min(4).max(6),
    keywordClusters: z.array(text(2, 60)).min(4).max(8),
    leadMagnetTitle: text(5, 100),
    leadMagnetDescription: text(30, 300),
    primaryCTAs: z.array(ServiceCtaSchema).min(1).max(4),
    crossSells: z.array(crossSellSchema).min(2).max(3),
    caseStudy: caseStudySchema.optional(),
    /** The service's card on the Atlanta page: features and keywords in three languages. */
    atlantaCard: AtlantaCardSchema.optional(),
    i18n: z.strictObject({ de: localizedSchema, ar: localizedSchema }),
  })
  .superRefine((entry, ctx) => {
    // The id is the slug made flat, so `ai-security/model-risk-management` keeps a usable id.
    if (entry.id !== entry.slug.replace("/", "-")) {
      ctx.addIssue({
        code: "custom",
        path: ["id"],
        message: `id must be the slug with '/' as '-' (${entry.slug.replace("/", "-")})`,
      });
    }
    entry.primaryCTAs.forEach((cta, i) => {
      if (
        cta.href.startsWith(CONTACT_CTA_PREFIX) &&
        cta.href !== `${CONTACT_CTA_PREFIX}${entry.slug}`
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["primaryCTAs", i, "href"],
          message: `utm_service must be the slug (${entry.slug})`,
        });
      }
    });
    entry.crossSells.forEach((sell, i) => {
      if (sell.url === `/services/${entry.slug}`) {
        ctx.addIssue({
          code: "custom",
          path: ["crossSells", i, "url"],
          message: "a cross-sell must point to another service",
        });
      }
    });
    for (const field of ["keyBenefits", "keywordClusters"] as const) {
      const seen = new Set<string>();
      entry[field].forEach((item, i) => {
        if (seen.has(item.toLowerCase()))
          ctx.addIssue({ code: "custom", path: [field, i], message: "duplicate item" });
        seen.add(item.toLowerCase());
      });
    }
    for (const part of ["title", "shortDescription"] as const) {
      if (!ARABIC_LETTER.test(entry.i18n.ar[part])) {
        ctx.addIssue({
          code: "custom",
          path: ["i18n", "ar", part],
          message: "Arabic text expected",
        });
      }
    }
    if (entry.i18n.de.shortDescription === entry.shortDescription) {
      ctx.addIssue({
        code: "custom",
        path: ["i18n", "de", "shortDescription"],
        message: "German text expected, not the English one",
      });
    }
  });

/** A validated service catalogue entry. */
export type ServiceEntry = z.infer<typeof ServiceEntrySchema>;
