import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The animations the kit adds to Tailwind's theme (`--animate-*` in styles.css). tailwind-merge
 * knows only Tailwind's own (`spin`, `ping`, `pulse`, `bounce`); naming these lets a caller's
 * `data-[state=open]:animate-zoom-in` replace a component's `data-[state=open]:animate-fade-in`.
 */
export const KIT_ANIMATIONS = [
  "fade-in",
  "fade-out",
  "zoom-in",
  "zoom-out",
  "slide-in",
  "slide-out",
  "accordion-down",
  "accordion-up",
  "collapsible-down",
  "collapsible-up",
] as const;

const twMerge = extendTailwindMerge({ extend: { theme: { animate: [...KIT_ANIMATIONS] } } });

/**
 * Joins class names as clsx does and lets the caller's Tailwind classes win over the component's
 * defaults (tailwind-merge): of two classes that set the same property under the same variants,
 * the later stays.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
