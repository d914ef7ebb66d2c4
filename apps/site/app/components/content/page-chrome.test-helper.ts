/**
 * Helpers for the page-chrome tests: what a rendered page shows to people (text and the
 * attributes assistive technology reads out) and the English strings that must not leak into a
 * German or Arabic page.
 */

/** Attributes read out or shown to visitors. */
const SPOKEN_ATTRIBUTES = ["aria-label", "aria-description", "title", "placeholder", "alt"];

/** Every non-empty text node and spoken attribute of an HTML fragment (needs a DOM environment). */
export function visibleStrings(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text) out.push(text);
    } else {
      for (const name of SPOKEN_ATTRIBUTES) {
        const value = (node as Element).getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
  }
  return out;
}

function leaves(tree: unknown, path: string, out: Map<string, string>): void {
  if (typeof tree === "string") out.set(path, tree);
  else if (Array.isArray(tree)) tree.forEach((item, i) => leaves(item, `${path}.${i}`, out));
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree)) leaves(value, `${path}.${key}`, out);
}

/**
 * The English strings of a copy object whose translation differs, cut at `{{placeholders}}`:
 * "Request the {{title}}" yields "Request the". Fragments under three characters are too short
 * to identify (a lone "·" or "$").
 */
export function translatedEnglish(english: unknown, localized: unknown): string[] {
  const en = new Map<string, string>();
  const other = new Map<string, string>();
  leaves(english, "", en);
  leaves(localized, "", other);
  const out: string[] = [];
  for (const [path, text] of en) {
    if (other.get(path) === text) continue;
    for (const part of text.split(/\{\{\w+\}\}/))
      if (part.trim().length >= 3) out.push(part.trim());
  }
  return out;
}

/**
 * A copy object whose every string is a marker such as "⟦.problemHeading⟧", keeping the
 * `{{placeholders}}` so templates still fill. A page rendered with it and with marked content
 * shows no Latin letter outside markers unless a literal is hard-coded.
 */
export function markedCopy<T>(copy: T, path = ""): T {
  if (typeof copy === "string") {
    const placeholders = copy.match(/\{\{\w+\}\}/g) ?? [];
    return `⟦${path}⟧${placeholders.join("")}` as T;
  }
  if (Array.isArray(copy)) return copy.map((item, i) => markedCopy(item, `${path}.${i}`)) as T;
  if (copy && typeof copy === "object")
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, markedCopy(value, `${path}.${key}`)]),
    ) as T;
  return copy;
}

/**
 * Visible strings that still contain Latin letters once every ⟦marker⟧ is removed. "US$" is how
 * Arabic writes the dollar sign, so it is not a leaked English word.
 */
export function unmarkedLatin(strings: readonly string[]): string[] {
  return strings.filter((s) => /[A-Za-z]/.test(s.replace(/⟦[^⟧]*⟧/g, "").replace(/US\$/g, "")));
}
