import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

/**
 * Joins class names as clsx does and lets the caller's Tailwind classes win over the component's
 * defaults: of two classes that set the same property under the same variants, the later stays.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
