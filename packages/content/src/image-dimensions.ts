/** Intrinsic size of an image, in CSS pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  // IHDR is always the first chunk: width and height are big-endian at offsets 16 and 20.
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function svgLength(tag: string, name: string): number | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(?:px)?\\s*["']`).exec(tag);
  const value = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function svgDimensions(text: string): ImageDimensions | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const width = svgLength(tag, "width");
  const height = svgLength(tag, "height");
  if (width && height) return { width, height };
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0)
    return { width: viewBox[2]!, height: viewBox[3]! };
  return undefined;
}

/**
 * Reads the intrinsic size of a PNG (from its IHDR chunk) or an SVG (its width and height
 * attributes, else its viewBox). Returns `undefined` for other formats or unreadable files, so
 * the caller can ask for the size in the markdown instead.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  const png = pngDimensions(bytes);
  if (png) return png;
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  return svgDimensions(head);
}
