import { Button } from "@vantreo/ui";
import { Link } from "react-router";
import { SectionShell } from "../components/content-page/section-shell";
import { siteConfig } from "../config/site-config";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/career";

export async function loader({ params }: Route.LoaderArgs) {
  const { careers } = await siteContent();
  const role = careers.find((r) => r.slug === params.slug);
  if (!role) throw new Response("Not Found", { status: 404 });
  const { slug, title, location, type, team, summary, responsibilities, requirements, date, html } =
    role;
  return {
    role: {
      slug,
      title,
      location,
      type,
      team,
      summary,
      responsibilities,
      requirements,
      date,
      html,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { role } = loaderData;
  const path = `/careers/${role.slug}`;
  return pageMeta({
    title: `${role.title} — Careers`,
    description: role.summary,
    path,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: role.title,
        description: role.summary,
        datePosted: role.date,
        employmentType: role.type === "Full-time" ? "FULL_TIME" : "CONTRACTOR",
        hiringOrganization: {
          "@type": "Organization",
          name: siteConfig.brand,
          sameAs: siteConfig.origin,
        },
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: siteConfig.address.locality,
            addressRegion: siteConfig.address.region,
            addressCountry: "US",
          },
        },
      },
      breadcrumbJsonLd([
        { name: "Careers", path: "/careers" },
        { name: role.title, path },
      ]),
    ],
  });
}

export default function Career({ loaderData }: Route.ComponentProps) {
  const { role } = loaderData;
  const applyHref = `/contact?${new URLSearchParams({ source: "careers", subject: `Application: ${role.title}` }).toString()}`;
  return (
    <article>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <Link to="/careers" className="text-sm text-muted-foreground hover:text-foreground">
            Careers
          </Link>
          <h1 className="mt-4 text-4xl font-bold tracking-tight">{role.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{role.summary}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {role.location} · {role.type} · {role.team}
          </p>
          <Button asChild className="mt-6">
            <Link to={applyHref}>Apply for this role</Link>
          </Button>
        </div>
      </header>
      <SectionShell id="responsibilities" heading="What you will do">
        <ul className="max-w-3xl list-disc space-y-2 ps-6 marker:text-primary">
          {role.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell id="requirements" heading="What you bring" muted>
        <ul className="max-w-3xl list-disc space-y-2 ps-6 marker:text-primary">
          {role.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SectionShell>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="article-body max-w-3xl" dangerouslySetInnerHTML={{ __html: role.html }} />
      </div>
    </article>
  );
}
