import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on narrow screens inside a focusable, named region, so keyboard
 * users can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg border outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      <table className="w-full text-start text-sm">{children}</table>
    </div>
  );
}

/** A column heading. */
export function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="bg-muted/50 px-3 py-2 text-start font-semibold whitespace-nowrap">
      {children}
    </th>
  );
}

/** A cell; `dense` keeps it on one line with less padding (a long list's rows). */
export function Td({
  children,
  className = "",
  dense = false,
}: {
  children: ReactNode;
  className?: string;
  dense?: boolean;
}) {
  const spacing = dense ? "py-1.5 whitespace-nowrap" : "py-2";
  return <td className={`border-t px-3 ${spacing} align-top ${className}`}>{children}</td>;
}
