import { Button } from "@vantreo/ui";
import type { PageSection } from "../../copy/page-copy";
import { SmartLink } from "../smart-link";

type Cta = Extract<PageSection, { kind: "cta" }>;

/** The closing call to action of a page. */
export function CtaBlock({ section }: { section: Cta }) {
  const headingId = section.id ? `${section.id}-heading` : "closing-cta-heading";
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl border bg-gradient-to-br from-primary/15 via-card to-card p-8 sm:p-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {section.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-muted-foreground">{section.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <SmartLink href={section.primary.href}>{section.primary.label}</SmartLink>
          </Button>
          {section.secondary ? (
            <Button asChild size="lg" variant="outline">
              <SmartLink href={section.secondary.href}>{section.secondary.label}</SmartLink>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
