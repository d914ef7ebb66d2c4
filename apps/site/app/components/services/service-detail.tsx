import type { ServiceEntry } from "@vantreo/content";
import type { ReactNode } from "react";
import { Button } from "@vantreo/ui";
import { Link } from "../../navigation";
import { fillTemplate } from "../../copy/fill-template";
import type { ServicePageCopy } from "../../copy/service-page";
import { SectionShell } from "../content-page/section-shell";
import { SmartLink } from "../smart-link";
import { serviceCtaHref } from "./service-cta-link";

/** A service and the page chrome in the visitor's language. */
export interface ServiceSectionProps {
  service: ServiceEntry;
  copy: ServicePageCopy;
}

/** Hero of a service page: category, h1, short description and the calls to action with prices. */
export function ServiceHero({ service, copy }: ServiceSectionProps) {
  return (
    <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <nav aria-label={copy.breadcrumbLabel} className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/services" className="hover:text-foreground">
                {copy.servicesLabel}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{service.title}</li>
          </ol>
        </nav>
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">
          {service.serviceType}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {service.h1}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-muted-foreground">{service.shortDescription}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {service.primaryCTAs.map((cta, index) => {
            const { href } = serviceCtaHref(cta, service.slug);
            return (
              <Button
                key={cta.text}
                asChild
                size="lg"
                variant={index === 0 ? "primary" : "outline"}
              >
                <SmartLink href={href}>{cta.text}</SmartLink>
              </Button>
            );
          })}
        </div>
      </div>
    </header>
  );
}

/** Problem, solution, benefits, case study, lead magnet and cross-sells of a service. */
export function ServiceBody({
  service,
  copy,
  leadMagnetForm,
}: ServiceSectionProps & {
  /** The lead-magnet form's island, opened by the section's disclosure (the route's). */
  leadMagnetForm?: ReactNode;
}) {
  return (
    <>
      <SectionShell id="problem" heading={copy.problemHeading}>
        <p className="max-w-3xl text-base leading-relaxed">{service.problemStatement}</p>
      </SectionShell>
      <SectionShell id="solution" heading={copy.solutionHeading} muted>
        <p className="max-w-3xl text-base leading-relaxed">{service.solution}</p>
      </SectionShell>
      <SectionShell id="benefits" heading={copy.benefitsHeading}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.keyBenefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-xl border bg-card p-5">
              <span aria-hidden="true" className="font-bold text-primary">
                ✓
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </SectionShell>
      {service.caseStudy ? (
        <SectionShell id="case-study" heading={copy.caseStudyHeading} muted>
          <figure className="rounded-2xl border bg-card p-8">
            <p className="text-5xl font-bold text-primary">{service.caseStudy.metric}</p>
            <figcaption className="mt-4 space-y-3">
              <p className="font-semibold">{service.caseStudy.company}</p>
              <p className="text-muted-foreground">
                <strong className="text-foreground">{copy.challengeLabel}</strong>{" "}
                {service.caseStudy.challenge}
              </p>
              <p className="text-muted-foreground">
                <strong className="text-foreground">{copy.resultLabel}</strong>{" "}
                {service.caseStudy.result}
              </p>
            </figcaption>
          </figure>
        </SectionShell>
      ) : null}
      <SectionShell id="lead-magnet" heading={service.leadMagnetTitle}>
        <p className="max-w-3xl text-muted-foreground">{service.leadMagnetDescription}</p>
        {/* A native disclosure opens the form without any script; the route puts the form's
            island inside, which hydrates when it comes into view (issue #34). */}
        <details className="group mt-6">
          <summary
            id="lead-magnet-action"
            className="inline-flex h-10 cursor-pointer list-none items-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden"
          >
            {fillTemplate(copy.leadMagnetAction, { title: service.leadMagnetTitle })}
          </summary>
          {leadMagnetForm}
        </details>
      </SectionShell>
      <SectionShell id="related" heading={copy.relatedHeading} muted>
        <ul className="grid gap-5 md:grid-cols-3">
          {service.crossSells.map((item) => (
            <li
              key={item.url}
              className="relative rounded-xl border bg-card p-6 transition-colors hover:border-primary/60"
            >
              <h3 className="font-semibold">
                <Link to={item.url} className="after:absolute after:inset-0 after:rounded-xl">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </SectionShell>
    </>
  );
}
