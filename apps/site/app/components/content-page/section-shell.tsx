import type { ReactNode } from "react";

interface SectionShellProps {
  id?: string;
  heading?: string;
  intro?: string;
  children: ReactNode;
  /** Alternate sections get a muted band so long pages scan easily. */
  muted?: boolean;
  /** Home-page width instead of the reading width of content pages. */
  wide?: boolean;
  /** The section's language when it differs from the page's (WCAG 2.2 SC 3.1.2). */
  lang?: string;
}

/** A page section with its h2; `aria-labelledby` ties the region to its heading. */
export function SectionShell({
  id,
  heading,
  intro,
  children,
  muted = false,
  wide = false,
  lang,
}: SectionShellProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      lang={lang}
      aria-labelledby={heading ? headingId : undefined}
      className={muted ? "bg-muted/40" : undefined}
    >
      <div className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${wide ? "max-w-7xl" : "max-w-5xl"}`}>
        {heading ? (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
        ) : null}
        {intro ? <p className="mt-4 max-w-3xl text-muted-foreground">{intro}</p> : null}
        <div className={heading || intro ? "mt-8" : undefined}>{children}</div>
      </div>
    </section>
  );
}
