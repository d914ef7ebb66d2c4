import * as React from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { ArrowUpIcon } from "../icons/icons";
import { SCROLL_TO_TOP_THRESHOLD, scrollProgress } from "./scroll-progress";

/** Props of ScrollToTop: a Button's, plus the translatable label. */
type ScrollToTopProps = Omit<
  React.ComponentProps<typeof Button>,
  "onClick" | "children" | "asChild"
> & {
  /** The button's accessible name (translatable). */
  label?: string;
};

function isPastThreshold(): boolean {
  const root = document.documentElement;
  return (
    scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight) > SCROLL_TO_TOP_THRESHOLD
  );
}

/**
 * A round button at the bottom end of the screen (bottom left in RTL) that appears once the page
 * is scrolled past 50 % and takes the reader back to the top: smoothly, unless they prefer reduced
 * motion. It renders nothing before hydration, so prerendered HTML never shows it.
 */
function ScrollToTop({
  label = "Scroll to top",
  className,
  variant = "secondary",
  size = "icon",
  ...props
}: ScrollToTopProps) {
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    let frame = 0;
    // One measurement per frame however many scroll events arrive.
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setVisible(isPastThreshold());
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <Button
      data-slot="scroll-to-top"
      variant={variant}
      size={size}
      aria-label={label}
      className={cn("fixed end-6 bottom-6 z-40 animate-fade-in rounded-full shadow-lg", className)}
      onClick={() => {
        const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
      }}
      {...props}
    >
      <ArrowUpIcon />
    </Button>
  );
}

export { ScrollToTop, type ScrollToTopProps };
