// A tag starts with "<" directly followed by a letter, "/", "!" or "?"; "2 < 3 and 5 > 4" keeps
// its comparison signs.
const TAG = /<(?:\/?[a-z]|!|\?)[^<>]*>/gi;
// An unterminated tag at the end ("<img src=x onerror=...") would be completed by whatever
// the text is later concatenated with.
const TRAILING_OPEN_TAG = /<(?:\/?[a-z]|!|\?)[^<>]*$/i;

/**
 * Removes HTML tags from text (spec section 5: names, company and message). Repeats until
 * nothing changes, so nested fragments such as `<scr<script>ipt>` cannot reassemble a tag.
 * Entities like `&lt;` are left alone: the text is never rendered as HTML.
 */
export function stripHtmlTags(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(TAG, "").replace(TRAILING_OPEN_TAG, "");
    if (next === current) return current;
    current = next;
  }
}
