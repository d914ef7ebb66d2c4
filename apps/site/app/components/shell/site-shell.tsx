import { useAnalytics } from "@vantreo/consent/react";
import { ErrorBoundary } from "@vantreo/ui";
import type { ReactNode } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Island } from "../../islands/island";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { StaffFooter } from "./staff-footer";

/** Props of {@link SiteShell}: what the page is, as the route table says (root.tsx). */
export type SiteShellProps = {
  /** The not-found page. */
  notFound: boolean;
  /** A shell page's English path (one prerendered page that serves many paths), else undefined. */
  shellPath: string | undefined;
  /** A page for the firm's staff (route `handle` STAFF_PAGE): no marketing, no trackers. */
  staff: boolean;
  children: ReactNode;
};

/**
 * The shared layout of every page (spec section 2): skip link, header, main content inside an
 * error boundary, footer with the newsletter. Its interactive parts are islands: the header's
 * actions, the newsletter form and the site runtime (consent, cookie banner, newsletter popup,
 * analytics, scroll-to-top). A staff page (the staff app's shell) keeps the skip link and the
 * legal links (the cookie preferences among them), leaves the header to the app, and carries
 * none of the marketing (no newsletter signup or popup, no consultation call to action) and runs
 * no tracker: it renders no site runtime, so no consent runtime, no banner, no tag, no event (and
 * none of the public shell's code loads there: the staff app's first load, issue #31).
 */
export function SiteShell({ notFound, shellPath, staff, children }: SiteShellProps) {
  const { t } = useTranslation(["common", "errors"]);
  const analytics = useAnalytics();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common:skipLink")}
      </a>
      {/* The staff app draws its own compact header (app/staff-app): no site navigation there. */}
      {staff ? null : <SiteHeader notFound={notFound} shellPath={shellPath} />}
      <main id="main-content" tabIndex={-1} className="outline-none">
        <ErrorBoundary
          texts={{
            title: t("errors:boundary.title"),
            description: t("errors:boundary.description"),
            reload: t("errors:boundary.reload"),
            retry: t("errors:boundary.retry"),
          }}
          onError={(error) => analytics.errorBoundary(error)}
        >
          {children}
        </ErrorBoundary>
      </main>
      {staff ? (
        <StaffFooter />
      ) : (
        <SiteFooter newsletter={<Island name="footer-newsletter" hydrate="visible" />} />
      )}
      {staff ? null : <Island name="site-runtime" />}
    </>
  );
}
