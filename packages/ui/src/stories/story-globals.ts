/** The part of a story's context the stories read: the toolbar globals (theme, dir, locale). */
export type StoryGlobals = { globals: Record<string, unknown> };
