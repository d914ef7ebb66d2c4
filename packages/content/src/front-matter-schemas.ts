import { z } from "zod";
import { IsoDateSchema } from "./iso-date-schema";

const text = z.string().trim().min(1, { error: "must not be empty" });

/** A path inside the site's public folder, e.g. `/reports/ai-stall-report.pdf`. */
const rootRelativeFile = (folder: string, extensions: string) =>
  z.string().regex(new RegExp(`^/${folder}/[\\w./-]+\\.(?:${extensions})$`), {
    error: `must be a path under /${folder}/ ending in .${extensions.split("|").join(", .")}`,
  });

/**
 * Fields shared by every article-like item (spec section 3, "Content item"): the slug comes from
 * the file name, so it is not a front matter field. Unknown keys are rejected so a misspelt
 * `excerp:` fails the build instead of silently dropping the excerpt.
 */
const contentItemShape = {
  title: text,
  date: IsoDateSchema,
  author: text,
  tags: z.array(text).min(1, { error: "needs at least one tag" }),
  excerpt: text.optional(),
  downloadUrl: rootRelativeFile("reports", "pdf").optional(),
};

/** Front matter of an insight article (`apps/site/content/insights/<slug>.md`). */
export const InsightFrontMatterSchema = z.strictObject(contentItemShape);

/** Front matter of a learning item (`apps/site/content/learning/<slug>.md`); same fields as an insight. */
export const LearningFrontMatterSchema = z.strictObject(contentItemShape);

/** Front matter of a case study: the insight fields plus an optional card image from /images/. */
export const CaseStudyFrontMatterSchema = z.strictObject({
  ...contentItemShape,
  imageUrl: rootRelativeFile("images", "svg|png|jpg|jpeg|webp|avif").optional(),
});

/** Employment types a role can be advertised with. */
export const EMPLOYMENT_TYPES = [
  "Full-time",
  "Part-time",
  "Contract",
  "Contract-to-hire",
  "Internship",
] as const;

/** Front matter of an open role (`apps/site/content/careers/<slug>.md`, page /careers/{slug}). */
export const CareerFrontMatterSchema = z.strictObject({
  title: text,
  location: text,
  type: z.enum(EMPLOYMENT_TYPES),
  team: text,
  summary: text,
  responsibilities: z.array(text).min(1, { error: "needs at least one entry" }),
  requirements: z.array(text).min(1, { error: "needs at least one entry" }),
  date: IsoDateSchema,
});

/** Validated front matter of an insight. */
export type InsightFrontMatter = z.infer<typeof InsightFrontMatterSchema>;
/** Validated front matter of a learning item. */
export type LearningFrontMatter = z.infer<typeof LearningFrontMatterSchema>;
/** Validated front matter of a case study. */
export type CaseStudyFrontMatter = z.infer<typeof CaseStudyFrontMatterSchema>;
/** Validated front matter of an open role. */
export type CareerFrontMatter = z.infer<typeof CareerFrontMatterSchema>;
