/**
 * Puts values into a copy template: `fillTemplate("Talk to us about {{title}}", { title: "RAG" })`
 * gives "Talk to us about RAG". A placeholder without a value is left as written so a missing
 * value shows up in review instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
