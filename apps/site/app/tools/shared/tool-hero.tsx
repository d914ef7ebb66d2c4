import type { ReactNode } from "react";

interface ToolHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/**
 * The top of a tool page: eyebrow, the page's only h1 and the lead, on the same 7xl grid as the
 * tool below it (the content-page hero is narrower, sized for reading).
 */
export function ToolHero({ eyebrow, title, lead, children }: ToolHeroProps) {
  return (
    <header className="border-b bg-gradient-to-b from-primary/10 to-transparent print:border-b-2">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 print:py-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </header>
  );
}
