import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { siteConfig } from "../../config/site-config";
import { useLocalizedPath } from "../../navigation/use-locale";
import { Island } from "../../islands/island";
import { ThemeProvider, ThemeToggle } from "@vantreo/ui";
import { LogoMark } from "./logo";
import { SiteMenu } from "./site-menu";
import { THEME_TOGGLE_ATTRIBUTE } from "./theme-toggle-script";
import type { HeaderActionsProps } from "./header-actions";

/**
 * Header of every page: logo to home, search, language and region, theme, menu (spec section 2).
 * Search and the languages are an island; the theme toggle (served by the head script,
 * `theme-toggle-script.ts`) and the menu (a popover) are static HTML, so a tap on them answers
 * before any island has loaded.
 */
export function SiteHeader(props: HeaderActionsProps) {
  const { t } = useTranslation("common");
  const localize = useLocalizedPath();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={localize("/")}
          className="flex items-center gap-2.5 rounded-md font-bold"
          aria-label={t("brand.home")}
        >
          <LogoMark className="size-8" />
          <span className="hidden text-lg tracking-tight sm:inline">{siteConfig.brand}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          <Island name="header-actions" hydrate="interaction" props={props} />
          {/* Rendered once, never hydrated: its click handler is the head script's. */}
          <ThemeProvider>
            <ThemeToggle
              {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
              switchToLightLabel={t("theme.switchToLight")}
              switchToDarkLabel={t("theme.switchToDark")}
            />
          </ThemeProvider>
          <SiteMenu />
        </div>
      </div>
    </header>
  );
}
