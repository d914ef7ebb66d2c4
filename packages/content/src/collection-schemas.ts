import type { z } from "zod";
import type { CollectionKind } from "./collection-kind";
import {
  CareerFrontMatterSchema,
  CaseStudyFrontMatterSchema,
  InsightFrontMatterSchema,
  LearningFrontMatterSchema,
} from "./front-matter-schemas";

/** The front matter schema that validates each collection kind. */
export const COLLECTION_SCHEMAS = {
  insight: InsightFrontMatterSchema,
  "case-study": CaseStudyFrontMatterSchema,
  learning: LearningFrontMatterSchema,
  career: CareerFrontMatterSchema,
} as const satisfies Record<CollectionKind, z.ZodType>;
