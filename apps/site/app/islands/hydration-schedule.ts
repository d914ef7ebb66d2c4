import { EARLY_CLICKS, type EarlyClicks, type HydrationDirective } from "./island-boot";
import { matchesShortcut, parseKeyShortcuts } from "./key-shortcuts";

/** Events that mean a visitor is about to use an `interaction` island. */
export const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

/** How long an `idle` island waits at most for the browser to be idle (ms). */
export const IDLE_TIMEOUT = 2_000;

/** Starts hydration; resolves once the island has hydrated. */
type Hydrate = () => Promise<void>;

function clickedEarly(element: HTMLElement): boolean {
  const queue = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  return queue?.some((button) => element.contains(button)) ?? false;
}

function whenIdle(hydrate: Hydrate) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT });
  } else {
    setTimeout(() => void hydrate(), 0);
  }
}

/**
 * An island's element has `display: contents` (no box of its own), so what is observed is its
 * children; the island hydrates when the first of them comes within 200px of the viewport.
 */
function whenVisible(element: HTMLElement, hydrate: Hydrate) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    },
    { rootMargin: "200px" },
  );
  for (const child of element.children) observer.observe(child);
}

/**
 * Hydrates on the first pointer, focus or key event inside the island (a tap's click arrives
 * after its pointerdown; the loader records it and the island replays it; a link's click is
 * held and replayed too), on a click recorded before this script ran, or on a keyboard shortcut one of its elements declares with
 * `aria-keyshortcuts` pressed anywhere on the page: the browser's own action for those keys is
 * prevented and the element is clicked once the island has hydrated, as the shortcut promises
 * ("keyboard shortcuts … to activate or give focus to an element", WAI-ARIA 1.2, 6.7).
 */
function whenInteracted(element: HTMLElement, hydrate: Hydrate) {
  const shortcuts = [...element.querySelectorAll<HTMLElement>("[aria-keyshortcuts]")].flatMap(
    (target) =>
      parseKeyShortcuts(target.getAttribute("aria-keyshortcuts") ?? "").map((shortcut) => ({
        shortcut,
        target,
      })),
  );
  let shortcutTarget: HTMLElement | null = null;
  let link: HTMLAnchorElement | null = null;
  let started = false;
  // A shortcut pressed or a link followed while the island hydrates is replayed after.
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    void hydrate().then(() => {
      document.removeEventListener("keydown", onShortcut, true);
      element.removeEventListener("click", onLinkClick, true);
      shortcutTarget?.click();
      link?.click();
    });
  };
  // A link's href may take a browser-only value on hydration (the language links keep the
  // query string): a plain click on one waits for the island, then goes where it now points.
  function onLinkClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(target instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0)
      return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link = target;
    start();
  }
  function onShortcut(event: KeyboardEvent) {
    const hit = shortcuts.find(({ shortcut }) => matchesShortcut(event, shortcut));
    if (!hit) return;
    event.preventDefault();
    shortcutTarget = hit.target;
    start();
  }
  element.addEventListener("click", onLinkClick, true);
  if (clickedEarly(element)) {
    start();
    return;
  }
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { passive: true });
  if (shortcuts.length > 0) document.addEventListener("keydown", onShortcut, true);
}

/**
 * Calls `hydrate` for an island when its directive says (see `HYDRATION_DIRECTIVES`), once.
 * The same in development and production: `entry.client` is the only caller.
 */
export function scheduleHydration(
  element: HTMLElement,
  directive: HydrationDirective,
  hydrate: Hydrate,
): void {
  let started: Promise<void> | null = null;
  const once = () => (started ??= hydrate());
  if (directive === "idle") whenIdle(once);
  else if (directive === "visible") whenVisible(element, once);
  else if (directive === "interaction") whenInteracted(element, once);
  else void once();
}

/** The directive in an island's `data-hydrate` (`load` when absent or unknown). */
export function hydrationDirective(element: HTMLElement): HydrationDirective {
  const value = element.dataset.hydrate;
  return value === "idle" || value === "visible" || value === "interaction" ? value : "load";
}
