import type { PageCopy, PageSection } from "../../copy/page-copy";
import { PageHero } from "./page-hero";
import { CtaBlock } from "./section-cta";
import { FaqBody } from "./section-faq";
import { CardsBody, FeaturesBody, StatsBody, StepsBody } from "./section-grid";
import { SectionShell } from "./section-shell";
import { TableBody } from "./section-table";
import { ListBody, ProseBody, QuoteBody } from "./section-text";

function SectionBody({ section }: { section: Exclude<PageSection, { kind: "cta" | "quote" }> }) {
  switch (section.kind) {
    case "prose":
      return <ProseBody section={section} />;
    case "features":
      return <FeaturesBody section={section} />;
    case "stats":
      return <StatsBody section={section} />;
    case "table":
      return <TableBody section={section} />;
    case "steps":
      return <StepsBody section={section} />;
    case "faq":
      return <FaqBody section={section} />;
    case "cards":
      return <CardsBody section={section} />;
    case "list":
      return <ListBody section={section} />;
  }
}

/** Renders a page's copy: the hero, then each section in order. */
export function ContentPage({ copy }: { copy: PageCopy }) {
  return (
    <article>
      <PageHero
        eyebrow={copy.eyebrow}
        h1={copy.h1}
        lead={copy.lead}
        actions={copy.actions}
        updated={copy.updated}
      />
      {copy.sections.map((section, index) => {
        const key = `${section.kind}-${index}`;
        if (section.kind === "cta") return <CtaBlock key={key} section={section} />;
        if (section.kind === "quote") {
          return (
            <SectionShell key={key} id={section.id}>
              <QuoteBody section={section} />
            </SectionShell>
          );
        }
        const intro = "intro" in section ? section.intro : undefined;
        return (
          <SectionShell
            key={key}
            id={section.id ?? `section-${index + 1}`}
            heading={section.heading}
            intro={intro}
            muted={index % 2 === 1}
            lang={section.lang}
          >
            <SectionBody section={section} />
          </SectionShell>
        );
      })}
    </article>
  );
}
