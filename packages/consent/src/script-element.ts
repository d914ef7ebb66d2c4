/**
 * Inserts `<script id src async>` into the head once; a script element with the same id is
 * reused. Async so that a slow third party never blocks rendering.
 */
export function insertScriptOnce(document: Document, id: string, src: string): HTMLScriptElement {
  const existing = document.getElementById(id);
  if (existing?.tagName === "SCRIPT") return existing as HTMLScriptElement;
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  (document.head ?? document.documentElement).appendChild(script);
  return script;
}
