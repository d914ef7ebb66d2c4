/**
 * Classes for a tool's outermost element that print it in the light theme: the site is dark by
 * default, and browsers drop backgrounds when printing, which would leave light text on white
 * paper. Only the colour tokens are swapped, and only for print.
 */
export const PRINT_THEME = [
  "print:[--background:#ffffff]",
  "print:[--foreground:#1b2130]",
  "print:[--card:#ffffff]",
  "print:[--card-foreground:#1b2130]",
  "print:[--muted:#f1f3f7]",
  "print:[--muted-foreground:#4a5263]",
  "print:[--border:#c9ced8]",
  "print:[--primary:#1f5f8f]",
  "print:[--accent:#8a5a00]",
  "print:[--destructive:#a3261c]",
  "print:[--success:#1d6b43]",
  "print:bg-background print:text-foreground",
].join(" ");
