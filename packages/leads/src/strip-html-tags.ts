const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;
const EXCLAMATION = 0x21;
const QUESTION = 0x3f;
// String.fromCharCode takes its arguments on the stack: decode in slices well below any limit.
const DECODE_CHUNK = 8192;

function isAsciiLetter(code: number | undefined): boolean {
  const lower = (code ?? 0) | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

// A tag starts with "<" directly followed by a letter, "/" and a letter, "!" or "?"; so
// "2 < 3 and 5 > 4" and "budget <50k" keep their signs.
function opensTag(text: Uint16Array, start: number, end: number): boolean {
  const next = start + 1 < end ? text[start + 1] : undefined;
  if (next === EXCLAMATION || next === QUESTION || isAsciiLetter(next)) return true;
  return next === SLASH && start + 2 < end && isAsciiLetter(text[start + 2]);
}

function decode(units: Uint16Array, length: number): string {
  let text = "";
  for (let start = 0; start < length; start += DECODE_CHUNK) {
    const end = Math.min(start + DECODE_CHUNK, length);
    text += String.fromCharCode(...units.subarray(start, end));
  }
  return text;
}

/**
 * Removes HTML tags from text (spec section 5: names, company and message): every `<…>` whose
 * `<` opens a tag and whose body holds no `<` or `>`, and an unterminated tag at the end (which
 * whatever the text is later joined with would complete). Removal is repeated to a fixed point,
 * so nested fragments such as `<scr<script>ipt>` cannot reassemble a tag. Entities like `&lt;`
 * are left alone: the text is never rendered as HTML.
 *
 * One pass, linear in the length of the text: the output is kept as a stack, and the `<`s it
 * holds since its last `>` are the only places a later `>` can close a tag. Closing one joins
 * the text around it, and the `<` before it becomes the next candidate, exactly as a repeated
 * whole-string replacement would find it, without rescanning the string (which is quadratic).
 */
export function stripHtmlTags(text: string): string {
  if (!text.includes("<")) return text;
  const output = new Uint16Array(text.length);
  let length = 0;
  // Positions in `output` of the "<"s written since the last ">".
  const opens: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === GREATER_THAN) {
      const start = opens[opens.length - 1];
      if (start !== undefined && opensTag(output, start, length)) {
        opens.pop();
        length = start;
        continue;
      }
      // A ">" that closes no tag stays, and no "<" before it can open one any more.
      opens.length = 0;
    } else if (code === LESS_THAN) {
      opens.push(length);
    }
    output[length] = code;
    length += 1;
  }
  for (;;) {
    const start = opens.pop();
    if (start === undefined || !opensTag(output, start, length)) break;
    length = start;
  }
  return decode(output, length);
}
