import type { Locale } from "@vantreo/i18n";
import { Button } from "@vantreo/ui";
import { Link } from "../../navigation";
import type { CareerPageCopy } from "../../copy/career-page";
import { fillTemplate } from "../../copy/fill-template";
import { SectionShell } from "../content-page/section-shell";

/** The fields of a role that its page shows (content/careers/*.md). */
export interface CareerRoleView {
  slug: string;
  title: string;
  location: string;
  type: string;
  team: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  /** The rendered body of the role's document. */
  html: string;
}

interface CareerDetailProps {
  role: CareerRoleView;
  copy: CareerPageCopy;
  locale: Locale;
}

/**
 * A role: title, summary, facts, the apply button (the contact form with source=careers and the
 * role as subject), responsibilities, requirements and the role's body. Roles are written in
 * English, so outside English their text is marked as such for screen readers and hyphenation.
 */
export function CareerDetail({ role, copy, locale }: CareerDetailProps) {
  const applyHref = `/contact?${new URLSearchParams({
    source: "careers",
    subject: fillTemplate(copy.applySubject, { title: role.title }),
  }).toString()}`;
  const roleLang = locale === "en" ? undefined : "en";
  return (
    <article>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <Link to="/careers" className="text-sm text-muted-foreground hover:text-foreground">
            {copy.careersLabel}
          </Link>
          <h1 lang={roleLang} className="mt-4 text-4xl font-bold tracking-tight">
            {role.title}
          </h1>
          <p lang={roleLang} className="mt-4 text-lg text-muted-foreground">
            {role.summary}
          </p>
          <p lang={roleLang} className="mt-4 text-sm text-muted-foreground">
            {role.location} · {role.type} · {role.team}
          </p>
          <Button asChild className="mt-6">
            <Link to={applyHref}>{copy.applyButton}</Link>
          </Button>
        </div>
      </header>
      <SectionShell id="responsibilities" heading={copy.responsibilitiesHeading}>
        <ul lang={roleLang} className="max-w-3xl list-disc space-y-2 ps-6 marker:text-primary">
          {role.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell id="requirements" heading={copy.requirementsHeading} muted>
        <ul lang={roleLang} className="max-w-3xl list-disc space-y-2 ps-6 marker:text-primary">
          {role.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SectionShell>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div
          lang={roleLang}
          className="article-body max-w-3xl"
          dangerouslySetInnerHTML={{ __html: role.html }}
        />
      </div>
    </article>
  );
}
