import type { ReactNode } from "react";

/** One row of a fact list: its label, its value, and whether the value reads left to right. */
export interface Fact {
  label: string;
  value: ReactNode;
  /** E-mail addresses, URLs and ids read left to right on Arabic pages too. */
  ltr?: boolean;
}

/** A titled section of labelled values (a <dl>), each value rendered as text with `dir="auto"`. */
export function FactList({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border p-4">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-semibold text-muted-foreground">{fact.label}</dt>
            {/* The value is isolated in its own direction; the cell keeps the page's alignment. */}
            <dd className="break-words whitespace-pre-line">
              <span dir={fact.ltr ? "ltr" : "auto"}>{fact.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
