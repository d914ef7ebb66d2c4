import type { PageSection } from "../../copy/page-copy";
import { RichText, richText } from "../rich-text";

type Prose = Extract<PageSection, { kind: "prose" }>;
type List = Extract<PageSection, { kind: "list" }>;
type Quote = Extract<PageSection, { kind: "quote" }>;

/** Running text. */
export function ProseBody({ section }: { section: Prose }) {
  return (
    <div className="max-w-3xl space-y-5 text-base leading-relaxed">
      {section.paragraphs.map((paragraph) => (
        <RichText key={paragraph.slice(0, 40)} text={paragraph} />
      ))}
    </div>
  );
}

/** A bulleted list. */
export function ListBody({ section }: { section: List }) {
  return (
    <ul className="max-w-3xl list-disc space-y-2 ps-6 marker:text-primary">
      {section.items.map((item) => (
        <li key={item.slice(0, 40)}>{richText(item)}</li>
      ))}
    </ul>
  );
}

/** A quotation attributed to a role or to the firm. */
export function QuoteBody({ section }: { section: Quote }) {
  return (
    <figure className="mx-auto max-w-3xl border-s-4 border-primary ps-6">
      <blockquote className="text-xl leading-relaxed font-medium text-balance">
        <p>{section.quote}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm text-muted-foreground">{section.attribution}</figcaption>
    </figure>
  );
}
