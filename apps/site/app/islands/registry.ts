import type { ComponentProps, ComponentType } from "react";

/**
 * Every island: the interactive parts of a page, each hydrated as its own React root. The rest
 * of a page is static HTML that never loads its components' code. An island's chunk loads only
 * on pages that contain it (postbuild preloads it there).
 */
export const ISLANDS = {
  "header-actions": () =>
    import("../components/shell/header-actions").then((module) => module.HeaderActions),
  "footer-newsletter": () =>
    import("../components/leads/newsletter-signup").then((module) => module.NewsletterSignup),
  "site-runtime": () =>
    import("../components/shell/site-runtime").then((module) => module.SiteRuntime),
  "insight-list": () =>
    import("../components/article/collection-list").then((module) => module.InsightList),
  "service-catalogue": () =>
    import("../components/services/service-catalogue").then((module) => module.ServiceCatalogue),
  "contact-form": () =>
    import("../components/leads/contact-form").then((module) => module.ContactForm),
  "contact-details": () =>
    import("../components/leads/contact-details").then((module) => module.ContactDetails),
  "inline-lead-form": () =>
    import("../components/leads/inline-lead-form").then((module) => module.InlineLeadForm),
  "lead-magnet-form": () =>
    import("../components/leads/lead-magnet-form").then((module) => module.LeadMagnetForm),
  "data-rights-form": () =>
    import("../components/leads/data-rights-form").then((module) => module.DataRightsForm),
  "cookie-preferences": () =>
    import("../components/consent/cookie-preferences-island").then(
      (module) => module.CookiePreferencesIsland,
    ),
  "roi-calculator": () =>
    import("../tools/roi/roi-calculator").then((module) => module.RoiCalculator),
  "maturity-assessment": () =>
    import("../tools/maturity/maturity-assessment").then((module) => module.MaturityAssessment),
  "trust-assessment": () =>
    import("../tools/trust/trust-assessment").then((module) => module.TrustAssessment),
  "dataroom-room": () =>
    import("../components/dataroom/room/room-island").then((module) => module.RoomIsland),
  "dataroom-access": () =>
    import("../components/dataroom/access/access-forms").then((module) => module.AccessForms),
  "dataroom-document": () =>
    import("../components/dataroom/document/document-island").then(
      (module) => module.DocumentIsland,
    ),
  "dataroom-verification": () =>
    import("../components/dataroom/access/dataroom-verification").then(
      (module) => module.DataroomVerification,
    ),
  "newsletter-confirmation": () =>
    import("../components/leads/newsletter-confirmation").then(
      (module) => module.NewsletterConfirmation,
    ),
  "newsletter-unsubscribe": () =>
    import("../components/leads/newsletter-unsubscribe").then(
      (module) => module.NewsletterUnsubscribe,
    ),
  "data-rights-verification": () =>
    import("../components/leads/data-rights-verification").then(
      (module) => module.DataRightsVerification,
    ),
  "investors-redirect": () =>
    import("../components/dataroom/investors-redirect").then((module) => module.InvestorsRedirect),
  "staff-app": () =>
    import("../staff-app/staff-app-island").then((module) => module.StaffAppIsland),
};

/** The name of an island. */
export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes (JSON-serialisable: they travel in the HTML). */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>
>;

/** Whether `name` is an island of the registry. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** An island's component as the browser entry sees it. */
export type IslandComponent = ComponentType<Record<string, unknown>>;
