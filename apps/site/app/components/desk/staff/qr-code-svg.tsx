import QRCode from "qrcode";
import { useMemo } from "react";

// The quiet zone around the symbol: four modules (ISO/IEC 18004:2015, section 5.3.8).
const QUIET_ZONE = 4;

/** The SVG path of every dark module of `text`'s QR symbol, and the symbol's size. */
export function qrPath(text: string): { size: number; path: string } {
  // Level M restores up to 15 % of the symbol: enough for a screen photographed at an angle.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}

/**
 * `text` as a QR code drawn in SVG from the `qrcode` library's symbol: dark on white in either
 * theme (scanners need the contrast), crisp at any zoom, and named for screen readers.
 */
export function QrCodeSvg({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 rounded-md bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
