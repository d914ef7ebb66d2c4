import { isolate } from "../isolate";

/** Props of the watermark. */
export interface WatermarkOverlayProps {
  /** "<viewer e-mail> · <ISO time>", from the lead API. */
  text: string;
  repeats: number;
}

/**
 * The viewer's e-mail laid over a document, repeated across its whole height (issue #15): it
 * cannot be selected or copied with the text (user-select: none), lets clicks and selection of
 * the text underneath through, is hidden from assistive technology (the page states the viewer
 * once in words), and prints: it is text, not a background image, so browsers do not drop it.
 */
export function WatermarkOverlay({ text, repeats }: WatermarkOverlayProps) {
  return (
    <div
      aria-hidden="true"
      data-watermark=""
      className="pointer-events-none absolute inset-0 z-10 overflow-hidden select-none"
    >
      <div className="flex h-full flex-wrap content-start justify-around gap-x-12 gap-y-24 px-4 py-10">
        {Array.from({ length: repeats }, (_, index) => (
          <span
            key={index}
            dir="ltr"
            className="-rotate-[20deg] text-sm font-semibold whitespace-nowrap text-foreground/15 print:text-black/25"
          >
            {isolate(text)}
          </span>
        ))}
      </div>
    </div>
  );
}
