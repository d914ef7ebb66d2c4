import { Button } from "@vantreo/ui";
import type { ReactNode } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { bookingUrl, siteConfig } from "../../config/site-config";
import { useLocalizedPath } from "../../navigation/use-locale";

const COMPANY_LINKS = [
  { key: "footer.links.home", path: "/" },
  { key: "footer.links.about", path: "/about" },
  { key: "footer.links.solutions", path: "/solutions" },
  { key: "footer.links.careers", path: "/careers" },
  { key: "footer.links.contact", path: "/contact" },
];

const SERVICE_LINKS = [
  { key: "menu.items.privateLlm", path: "/private-llm" },
  { key: "menu.items.aiGovernance", path: "/ai-governance" },
  { key: "menu.items.dataArchitecture", path: "/data-architecture" },
  { key: "menu.items.allServices", path: "/services" },
];

const CYBER_LINKS = [
  {
    key: "footer.links.securityOperations",
    path: "/cybersecurity/security-operations-modernization",
  },
  { key: "footer.links.threatDetection", path: "/cybersecurity/threat-detection" },
  { key: "footer.links.aiSoc", path: "/cybersecurity/ai-enhanced-soc" },
];

// Every page is reachable from the prerendered HTML, without the (lazy) site menu: the compare
// pages and the resource hubs are linked here too (the crawl of scripts/quality/crawl-site.mjs starts at /, /de and /ar).
const RESOURCE_LINKS = [
  { key: "menu.items.insights", path: "/insights" },
  { key: "menu.items.caseStudies", path: "/case-studies" },
  { key: "menu.items.learning", path: "/learning" },
  { key: "menu.items.documentation", path: "/documentation" },
];

const COMPARE_LINKS = [
  { key: "menu.items.accentureAlternative", path: "/compare/accenture-alternative" },
  { key: "menu.items.deloitteComparison", path: "/compare/deloitte-comparison" },
  { key: "menu.items.eyAlternative", path: "/compare/ey-alternative" },
  { key: "menu.items.ibmAlternative", path: "/compare/ibm-alternative" },
  { key: "menu.items.mckinseyAlternative", path: "/compare/mckinsey-alternative" },
  { key: "menu.items.rtsLabsComparison", path: "/compare/rts-labs-comparison" },
];

/** The legal pages, linked from every page (staff pages too). */
export const LEGAL_LINKS = [
  { key: "footer.legal.privacy", path: "/privacy-policy" },
  { key: "footer.legal.cookiePreferences", path: "/cookie-preferences" },
  { key: "footer.legal.doNotSell", path: "/do-not-sell" },
  { key: "footer.legal.dataRights", path: "/data-rights" },
  { key: "footer.legal.impressum", path: "/impressum" },
];

/** One titled column of footer links, localized. */
export function LinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: { key: string; path: string }[];
}) {
  const { t } = useTranslation("common");
  const localize = useLocalizedPath();
  const headingId = `footer-${heading}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold">
        {t(`footer.headings.${heading}`)}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={localize(link.path)} className="text-muted-foreground hover:text-foreground">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer of every page (spec section 2): links, legal pages, newsletter, consultation, address, phone. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation("common");
  const { address, phone, email } = siteConfig;
  return (
    <footer className="mt-16 border-t bg-muted/30 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-5 sm:col-span-2 lg:col-span-1 lg:row-span-2">
          <p className="text-lg font-bold">{siteConfig.brand}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t("brand.tagline")}</p>
          <address className="space-y-1 text-sm not-italic">
            <span className="block font-semibold">{t("footer.address.label")}</span>
            <bdi className="block text-muted-foreground">{address.street}</bdi>
            <bdi className="block text-muted-foreground">
              {address.locality}, {address.regionName} {address.postalCode}
            </bdi>
            <a
              className="block text-muted-foreground hover:text-foreground"
              href={`tel:${phone.tel}`}
              dir="ltr"
            >
              {phone.display}
            </a>
            <a
              className="block text-muted-foreground hover:text-foreground"
              href={`mailto:${email}`}
              dir="ltr"
            >
              {email}
            </a>
          </address>
          <Button asChild variant="outline">
            <a
              href={bookingUrl("consultation-30", "footer")}
              target="_blank"
              rel="noopener noreferrer"
              data-cta="footer_consultation"
            >
              {t("footer.consultation")}
              <span className="sr-only"> {t("actions.opensInNewTab")}</span>
            </a>
          </Button>
        </div>
        <LinkColumn heading="company" links={COMPANY_LINKS} />
        <LinkColumn heading="services" links={SERVICE_LINKS} />
        <LinkColumn heading="cybersecurity" links={CYBER_LINKS} />
        <LinkColumn heading="resources" links={RESOURCE_LINKS} />
        <LinkColumn heading="compare" links={COMPARE_LINKS} />
        <LinkColumn heading="legal" links={LEGAL_LINKS} />
      </div>
      {newsletter ? <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">{newsletter}</div> : null}
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          {t("footer.copyright", { year: __BUILD_YEAR__ })}
        </p>
      </div>
    </footer>
  );
}
