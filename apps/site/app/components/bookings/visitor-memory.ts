/** What the visitor told the site in a form during this visit, to prefill a booking or checkout. */
export type VisitorDetails = {
  /** The lead the lead API stored for the form. */
  leadId: string;
  name: string;
  email: string;
  /** What they wrote, for the booking's notes. */
  notes: string;
};

/** Session storage, as the browser offers it (absent during prerender and in private modes that refuse it). */
type SessionStore = Pick<Storage, "getItem" | "setItem">;

const KEY = "vantreo.visitor";

function sessionStore(): SessionStore | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what the visitor just sent for the rest of the visit (session storage: the tab only, gone
 * when it closes, never sent anywhere but into the visitor's own booking or checkout link). Not a
 * tracker: it holds only what the person typed, for the service they go on to ask for.
 */
export function rememberVisitor(details: VisitorDetails, store = sessionStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(details));
  } catch {
    // A full or refused storage only loses the prefill.
  }
}

/** What {@link rememberVisitor} kept in this visit, or null. */
export function recallVisitor(store = sessionStore()): VisitorDetails | null {
  try {
    const value = JSON.parse(store?.getItem(KEY) ?? "null") as Partial<VisitorDetails> | null;
    if (!value || typeof value.leadId !== "string" || typeof value.email !== "string") return null;
    return {
      leadId: value.leadId,
      email: value.email,
      name: typeof value.name === "string" ? value.name : "",
      notes: typeof value.notes === "string" ? value.notes : "",
    };
  } catch {
    return null;
  }
}
