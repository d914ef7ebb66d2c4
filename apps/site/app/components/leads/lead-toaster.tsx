import { RichToaster, richToast } from "@vantreo/ui";
import { useSyncExternalStore } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { SubmissionOutcome } from "./submission-outcome";

/**
 * How long a freshly mounted toaster waits before its first toast. Screen readers announce
 * changes to a live region they already know; a region inserted together with its first text is
 * often skipped (WAI-ARIA 1.2, live regions), so the region gets a moment to be registered.
 */
export const LIVE_REGION_SETTLE_MS = 150;

const root = () => document.documentElement;

// <html> carries the theme as a class (ThemeProvider, spec section 4) and the locale's dir; the
// toaster lives in its own React root, so it watches them rather than reading React context.
function subscribeToDocument(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ["class", "dir"] });
  return () => observer.disconnect();
}
const documentTheme = () => (root().classList.contains("light") ? "light" : "dark");
const documentDir = () => (root().dir === "rtl" ? "rtl" : "ltr");

function DocumentToaster({ labels }: { labels: SubmissionOutcome["labels"] }) {
  const theme = useSyncExternalStore(subscribeToDocument, documentTheme, () => "dark" as const);
  const dir = useSyncExternalStore(subscribeToDocument, documentDir, () => "ltr" as const);
  return <RichToaster theme={theme} dir={dir} label={labels.region} closeLabel={labels.close} />;
}

let mounted: Root | null = null;
let queue: Promise<void> = Promise.resolve();
// Bumped by every unmount: an outcome asked for before it belongs to a page that is gone.
let generation = 0;

function render(labels: SubmissionOutcome["labels"]): boolean {
  const first = mounted === null;
  if (!mounted) {
    const container = document.createElement("div");
    container.setAttribute("data-lead-toaster", "");
    document.body.append(container);
    mounted = createRoot(container);
  }
  // Rendered again each time: the labels follow the language of the page that sent the form.
  mounted.render(<DocumentToaster labels={labels} />);
  return first;
}

function raise({ id, kind, title, description }: SubmissionOutcome): void {
  richToast[kind](title, { id, ...(description ? { description } : {}) });
}

/**
 * Shows one outcome in the rich toaster (4 s, 3 visible, 14 px gap, 356 px wide; bottom end
 * of the screen, mirrored in Arabic; the page's theme), mounting it in its own root at the end
 * of <body> on first use. Toasts keep the order in which they were asked for.
 */
export function showSubmissionToast(outcome: SubmissionOutcome): void {
  const askedIn = generation;
  // A page (or a test's document) torn down while the toast was on its way shows nothing, and
  // mounts no new toaster into the document that replaced it.
  const gone = () => askedIn !== generation || typeof document === "undefined";
  queue = queue.then(async () => {
    if (gone()) return;
    if (render(outcome.labels)) {
      await new Promise((resolve) => setTimeout(resolve, LIVE_REGION_SETTLE_MS));
      if (gone()) return;
    }
    raise(outcome);
  });
}

/** Unmounts the toaster (tests, and a page that is torn down). */
export function unmountLeadToaster(): void {
  generation += 1;
  richToast.dismiss();
  mounted?.unmount();
  mounted = null;
  document.querySelector("[data-lead-toaster]")?.remove();
}
