/**
 * The interpolation names a string uses, sorted and without duplicates: `{{count, number}}`
 * and `{{ email }}` give "count" and "email". A translation must use the same names as the
 * reference, or i18next leaves a value out (or shows the raw braces) at run time.
 */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}
