import { VIEW_LISTS, VIEW_NAME_MAX, VIEW_SEARCH_MAX } from "./saved-view-fields";
import { z } from "./zod";

/** A view's name: trimmed, 1 to {@link VIEW_NAME_MAX} characters. */
const viewName = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(VIEW_NAME_MAX, { error: `at most ${VIEW_NAME_MAX} characters` });

/**
 * `POST /v1/desk/views`: save the current filter of a list under a name. A view of the same name
 * and list of that person is replaced.
 */
export const savedViewInputSchema = z.object({
  name: viewName,
  list: z.enum(VIEW_LISTS, { error: "inbox or spam" }),
  search: z
    .string({ error: "a query string" })
    .max(VIEW_SEARCH_MAX, { error: `at most ${VIEW_SEARCH_MAX} characters` })
    .refine((search) => !search.startsWith("?"), { error: "without the leading ?" }),
});

/** `PATCH /v1/desk/views/:id`: a new name (onto a name in use, that other view is replaced). */
export const savedViewRenameSchema = z.object({ name: viewName });

/** A saved view as the API answers it. */
export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  list: z.enum(VIEW_LISTS),
  /** The filter's query string without `?`, "" for every lead. */
  search: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `GET /v1/desk/views`: the signed-in person's views, oldest first. */
export const savedViewListSchema = z.object({ views: z.array(savedViewSchema) });

/** A saved view (the answer of a save or rename). */
export type SavedView = z.infer<typeof savedViewSchema>;
/** The signed-in person's views. */
export type SavedViewList = z.infer<typeof savedViewListSchema>;
/** What a save sends. */
export type SavedViewInput = z.input<typeof savedViewInputSchema>;
