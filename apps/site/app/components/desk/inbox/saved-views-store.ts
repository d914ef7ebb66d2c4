/** A named view of the inbox or the spam folder: the filter's query string, as in the URL. */
export interface SavedView {
  name: string;
  /** Which list the view is of. */
  list: "inbox" | "spam";
  /** The query string without `?` (`writeInboxQuery`'s), "" for every lead. */
  search: string;
}

/** Names are kept short enough for the bar; longer input is cut, blank input refused. */
export const VIEW_NAME_MAX = 40;
/** Views kept per person; the oldest goes when a new one would pass it. */
export const VIEWS_MAX = 20;

/**
 * The storage key of a staff account's views: one list per account (its sign-in address, the
 * account's unique key), so two people sharing a browser never see each other's views.
 */
export const viewsKey = (account: string) => `vantreo.desk.views:${account.toLowerCase()}`;

function isView(value: unknown): value is SavedView {
  if (typeof value !== "object" || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.name === "string" &&
    view.name !== "" &&
    (view.list === "inbox" || view.list === "spam") &&
    typeof view.search === "string"
  );
}

/** The views saved for `account`; anything unreadable in storage counts as none. */
export function readViews(storage: Storage, account: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(viewsKey(account)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}

/**
 * The list with `view` saved: a view of the same name and list is replaced, the name is trimmed
 * and cut to {@link VIEW_NAME_MAX}, at most {@link VIEWS_MAX} are kept (the newest). A blank
 * name saves nothing.
 */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().slice(0, VIEW_NAME_MAX);
  if (name === "") return [...views];
  const rest = views.filter((other) => !(other.name === name && other.list === view.list));
  return [...rest, { ...view, name }].slice(-VIEWS_MAX);
}

/** The list without the view of that name and list. */
export function withoutView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return views.filter((other) => !(other.name === view.name && other.list === view.list));
}

/** Stores `views` for `account` (a full or refused storage keeps the views for this visit). */
export function writeViews(storage: Storage, account: string, views: readonly SavedView[]) {
  try {
    storage.setItem(viewsKey(account), JSON.stringify(views));
  } catch {
    // Storage full or refused (private mode): the views last as long as the page.
  }
}
