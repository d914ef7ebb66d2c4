import { formatDate, type Locale } from "@vantreo/i18n";
import { Badge, Button, InsightCard } from "@vantreo/ui";
import { Link } from "../../navigation";
import type { ArticleCollection, ArticlePageCopy } from "../../copy/article-page";
import { fillTemplate } from "../../copy/fill-template";
import { RouterLink } from "../router-link";

export interface ArticleView {
  slug: string;
  title: string;
  date: string;
  author: string;
  tags: string[];
  excerpt?: string;
  downloadUrl?: string;
  html: string;
  toc: { id: string; text: string; depth: number }[];
  minutes: number;
}

export interface RelatedView {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  tags: string[];
}

interface ArticleLayoutProps {
  article: ArticleView;
  /** The listing it belongs to. */
  collection: ArticleCollection;
  /** Page chrome in the visitor's language. */
  copy: ArticlePageCopy;
  /** Formats the dates. */
  locale: Locale;
  related: RelatedView[];
  /** The call to action to /contact with source, utm_service and subject. */
  contactHref: string;
}

/** An insight, case study or learning item: header, table of contents, body, download, CTA, related. */
export function ArticleLayout({
  article,
  collection,
  copy,
  locale,
  related,
  contactHref,
}: ArticleLayoutProps) {
  return (
    <article>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <nav aria-label={copy.breadcrumbLabel} className="text-sm text-muted-foreground">
            <Link to={`/${collection}`} className="hover:text-foreground">
              {copy.collections[collection]}
            </Link>
          </nav>
          <div className="mt-5 flex flex-wrap gap-2">
            {article.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {article.title}
          </h1>
          {article.excerpt ? (
            <p className="mt-5 text-lg text-muted-foreground">{article.excerpt}</p>
          ) : null}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{article.author}</span>
            <time dateTime={article.date}>
              {formatDate(article.date, locale, { dateStyle: "long" })}
            </time>
            <span>{fillTemplate(copy.readingTime, { minutes: article.minutes })}</span>
          </p>
          {article.downloadUrl ? (
            <Button asChild variant="outline" className="mt-6">
              <a
                href={article.downloadUrl}
                download
                // Spec section 9: a case study's PDF is a case study download (100), a report's a whitepaper (75).
                data-conversion={
                  collection === "case-studies" ? "case_study_download" : "whitepaper"
                }
              >
                {copy.downloadPdf}
              </a>
            </Button>
          ) : null}
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div
          className="article-body max-w-3xl min-w-0"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        {article.toc.length > 1 ? (
          <nav aria-labelledby="toc-heading" className="order-first lg:order-last">
            <div className="rounded-xl border p-5 lg:sticky lg:top-24">
              <h2 id="toc-heading" className="text-sm font-semibold">
                {copy.tocHeading}
              </h2>
              <ol className="mt-3 space-y-2 text-sm">
                {article.toc.map((entry) => (
                  <li key={entry.id} className={entry.depth > 2 ? "ps-4" : undefined}>
                    <a
                      href={`#${entry.id}`}
                      className="text-muted-foreground hover:text-foreground"
                    >
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
      </div>
      <section aria-labelledby="article-cta" className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
        <div className="rounded-2xl border bg-card p-8">
          <h2 id="article-cta" className="text-2xl font-bold">
            {copy.ctaHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.ctaBody}</p>
          <Button asChild className="mt-6">
            <Link to={contactHref}>{copy.ctaButton}</Link>
          </Button>
        </div>
      </section>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t bg-muted/30">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-bold">
              {copy.relatedHeading}
            </h2>
            <div className="mt-8 grid gap-5 md:grid-cols-3">
              {related.map((item) => (
                <InsightCard
                  key={item.slug}
                  title={item.title}
                  excerpt={item.excerpt}
                  date={item.date}
                  dateLabel={formatDate(item.date, locale, { dateStyle: "medium" })}
                  tags={item.tags}
                  href={`/${collection}/${item.slug}`}
                  linkComponent={RouterLink}
                />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
