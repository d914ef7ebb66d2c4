import type { PageSection } from "../../copy/page-copy";
import { richText } from "../rich-text";

type Faq = Extract<PageSection, { kind: "faq" }>;

/** Questions as native disclosure widgets: keyboard-accessible and working without JavaScript. */
export function FaqBody({ section }: { section: Faq }) {
  return (
    <div className="max-w-3xl divide-y rounded-xl border">
      {section.items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold marker:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-primary transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-muted-foreground">{richText(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data for a FAQ section. */
export function faqJsonLd(section: Faq): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: section.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*/g, ""),
      },
    })),
  };
}
