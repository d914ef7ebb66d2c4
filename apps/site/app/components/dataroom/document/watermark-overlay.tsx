import { isolate } from "../../api/isolate";

/** Props of the watermark. */
export interface WatermarkOverlayProps {
  /** "<viewer e-mail> · <ISO time>", from the lead API. */
  text: string;
  repeats: number;
}

/**
 * The viewer's e-mail laid over a document, repeated across its whole height: it
 * cannot be selected or copied with the text (generated content, user-select: none), lets clicks
 * and selection of the text underneath through, is hidden from assistive technology (the page
 * states the viewer once in words), and prints: it is text, not a background image, so browsers
 * do not drop it.
 */
export function WatermarkOverlay({ text, repeats }: WatermarkOverlayProps) {
  return (
    <div
      aria-hidden="true"
      data-watermark=""
      className="pointer-events-none absolute inset-0 z-10 overflow-hidden select-none"
    >
      <div className="flex h-full flex-wrap content-start justify-around gap-x-10 gap-y-20 px-2 py-10">
        {Array.from({ length: repeats }, (_, index) => (
          // The text is drawn by ::before from the attribute: never part of the page's text, so
          // it cannot be selected, copied or found, and it is decoration, not content (WCAG
          // 1.4.3 exempts it; it sits at low contrast on purpose to keep the document readable).
          <span
            key={index}
            dir="ltr"
            data-watermark-text={isolate(text)}
            className="-rotate-[20deg] text-xs font-semibold whitespace-nowrap text-foreground/15 before:content-[attr(data-watermark-text)] print:text-black/25"
          />
        ))}
      </div>
    </div>
  );
}
