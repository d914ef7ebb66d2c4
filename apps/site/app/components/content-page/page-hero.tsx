import { formatDate } from "@vantreo/i18n";
import { Button } from "@vantreo/ui";
import type { CopyLink } from "../../copy/page-copy";
import { RichText } from "../rich-text";
import { SmartLink } from "../smart-link";
import { useLocale } from "../../navigation/use-locale";

interface PageHeroProps {
  eyebrow?: string;
  h1: string;
  lead: string;
  actions?: CopyLink[];
  updated?: string;
}

/** The top of a content page: eyebrow, the page's only h1, the lead and up to two actions. */
export function PageHero({ eyebrow, h1, lead, actions = [], updated }: PageHeroProps) {
  const locale = useLocale();
  return (
    <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{h1}</h1>
        <RichText text={lead} className="mt-6 max-w-3xl text-lg text-muted-foreground" />
        {updated ? (
          <p className="mt-4 text-sm text-muted-foreground">
            <time dateTime={updated}>{formatDate(updated, locale, { dateStyle: "long" })}</time>
          </p>
        ) : null}
        {actions.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.slice(0, 2).map((action, index) => (
              <Button
                key={action.href}
                asChild
                variant={index === 0 ? "primary" : "outline"}
                size="lg"
              >
                <SmartLink href={action.href}>{action.label}</SmartLink>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </header>
  );
}
