import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shared layout of every page: skip link, header, main content, footer (spec section 2). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipLink")}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
