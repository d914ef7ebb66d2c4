/**
 * The shape of a content page's copy. Topic, industry, research, compare, cybersecurity, legal
 * and company pages are data in this shape, rendered by one template (routes/content-page), so
 * every page gets the same head tags, headings, accessibility and right-to-left handling.
 * Localized pages hold one PageCopy per locale; TypeScript keeps their sections in step.
 */
import type { Locale } from "@vantreo/i18n";

/** A link inside the site ("/contact?source=…") or to an external page ("https://…"). */
export interface CopyLink {
  label: string;
  href: string;
}

/** One section of a content page, by kind. */
type PageSectionBody =
  /** Paragraphs of running text. Inline markdown is allowed: **bold**, *italic*, [label](/path). */
  | { kind: "prose"; id?: string; heading: string; paragraphs: string[] }
  /** A grid of short items (capabilities, advantages, principles). */
  | {
      kind: "features";
      id?: string;
      heading: string;
      intro?: string;
      items: { title: string; body: string }[];
    }
  /** Figures with a label and an optional detail line. */
  | {
      kind: "stats";
      id?: string;
      heading?: string;
      items: { number: string; label: string; detail?: string }[];
    }
  /** A data table: the first column is the row header. */
  | {
      kind: "table";
      id?: string;
      heading: string;
      caption: string;
      columns: string[];
      rows: string[][];
      note?: string;
    }
  /** An ordered process. */
  | {
      kind: "steps";
      id?: string;
      heading: string;
      intro?: string;
      items: { title: string; body: string }[];
    }
  /** Questions and answers (rendered with FAQPage JSON-LD). */
  | { kind: "faq"; id?: string; heading: string; items: { question: string; answer: string }[] }
  /** Cards that link somewhere, with optional tags (e.g. key clients, features). */
  | {
      kind: "cards";
      id?: string;
      heading: string;
      intro?: string;
      items: { title: string; body: string; href?: string; tags?: string[]; tagsLabel?: string }[];
    }
  /** A bulleted list under a heading. */
  | { kind: "list"; id?: string; heading: string; intro?: string; items: string[] }
  /** A quotation attributed to a role or to the firm (never an invented named person). */
  | { kind: "quote"; id?: string; quote: string; attribution: string }
  /** The closing call to action. */
  | {
      kind: "cta";
      id?: string;
      heading: string;
      body: string;
      primary: CopyLink;
      secondary?: CopyLink;
    };

/**
 * A section written in another language than its page (the German provider information on the
 * English Impressum) carries its code, rendered as `lang` so screen readers and hyphenation
 * switch language (WCAG 2.2 SC 3.1.2, Language of Parts).
 */
export type PageSection = PageSectionBody & { lang?: Locale };

export interface PageCopy {
  /** The <title> without the brand suffix (it is appended). */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Short label above the h1 (e.g. "Industry", "Research"). */
  eyebrow?: string;
  /** The page's only h1. */
  h1: string;
  /** The hero paragraph under the h1. */
  lead: string;
  /** Up to two hero buttons. */
  actions?: CopyLink[];
  /** ISO date the page was last reviewed (research and legal pages). */
  updated?: string;
  keywords?: string[];
  sections: PageSection[];
}

/** Copy of a page that exists in English only. */
export type EnglishPageCopy = { en: PageCopy };
/** Copy of a page that exists in English, German and Arabic (spec section 2). */
export type LocalizedPageCopy = Record<Locale, PageCopy>;
