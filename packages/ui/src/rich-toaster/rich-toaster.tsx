import * as React from "react";
import { Toaster as Sonner, type ToasterProps as SonnerProps } from "sonner";
import { ThemeContext } from "../theme/theme-context";

/** The rich toaster's limits (spec section 9, interface): 4 s, 3 visible, 14 px gap, 356 px wide. */
export const RICH_TOAST = { durationMs: 4000, visible: 3, gapPx: 14, widthPx: 356 } as const;

/** Props of RichToaster: sonner's Toaster props without the limits the spec fixes, plus labels. */
type RichToasterProps = Omit<SonnerProps, "duration" | "visibleToasts" | "gap"> & {
  /** The region's name for screen readers (translatable). */
  label?: string;
  /** The close buttons' accessible name (translatable). */
  closeLabel?: string;
};

/**
 * The rich toaster (sonner): loading, success, info, warning and error toasts that close after
 * 4 s, pause while hovered or while the page is hidden, show at most 3, and swipe away. Mount it
 * once; raise toasts with `richToast`. It follows the ThemeProvider's theme when there is one,
 * and sits at the bottom end of the screen (the left in right-to-left pages).
 */
function RichToaster({
  label = "Notifications",
  closeLabel = "Close",
  theme,
  dir,
  position,
  style,
  toastOptions,
  ...props
}: RichToasterProps) {
  const themeContext = React.useContext(ThemeContext);
  return (
    <Sonner
      theme={theme ?? themeContext?.theme ?? "dark"}
      dir={dir}
      position={position ?? (dir === "rtl" ? "bottom-left" : "bottom-right")}
      duration={RICH_TOAST.durationMs}
      visibleToasts={RICH_TOAST.visible}
      gap={RICH_TOAST.gapPx}
      containerAriaLabel={label}
      // A close button gives keyboard and screen-reader users a way to dismiss besides swiping.
      closeButton
      className="toaster group"
      style={
        {
          "--width": `${RICH_TOAST.widthPx}px`,
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: closeLabel, ...toastOptions }}
      {...props}
    />
  );
}

export { RichToaster, type RichToasterProps };
export { toast as richToast } from "sonner";
