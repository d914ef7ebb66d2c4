import { localeFromPath } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import type { StaffSession } from "@vantreo/contracts/core";
import { Button, ScrollToTop, ThemeProvider, ThemeToggle } from "@vantreo/ui";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { isolate } from "../components/api/isolate";
import { QueryState } from "../components/api/query-state";
import { deskErrorText } from "../components/desk/desk-error-text";
import { DeskSignIn } from "../components/desk/desk-sign-in";
import { DeskLoading } from "../components/desk/desk-loading";
import { useStaffSession } from "../components/desk/use-staff-session";
import { LanguageLinks } from "../components/shell/language-links";
import { LogoMark } from "../components/shell/logo";
import { navigateTo } from "../islands/page-location";
import { Link, PageLocationProvider, type NavigateOptions } from "../navigation";
import { focusPageHeading } from "./page-heading";
import { isStaffAppPath, sectionOf, sectionPath, visibleSections } from "./sections";
import { useStaffKeys } from "./use-staff-keys";

/**
 * The site's navigation (app/navigation) over React Router's location: a link or `navigate` to
 * a page of the app goes through the router (no page load), any other path loads as a document.
 */
function RouterLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const pageNavigate = useCallback(
    (href: string, options: NavigateOptions = {}) => {
      const url = new URL(href, window.location.href);
      if (url.origin === window.location.origin && isStaffAppPath(url.pathname)) {
        void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace });
      } else {
        navigateTo(href, options);
      }
    },
    [navigate],
  );
  return (
    <PageLocationProvider location={location} navigate={pageNavigate} clientRoutes={isStaffAppPath}>
      {children}
    </PageLocationProvider>
  );
}

// The invitation's landing page (with the QR code library for the authenticator) loads on its
// own path only, never with the app's first load.
const StaffWelcome = lazy(() =>
  import("../components/desk/staff/staff-welcome").then((module) => ({
    default: module.StaffWelcome,
  })),
);

// The shortcuts dialog loads the first time `?` asks for it.
const ShortcutsDialog = lazy(() =>
  import("./shortcuts-dialog").then((module) => ({ default: module.ShortcutsDialog })),
);

/** After a navigation to another page (not a new query), focus lands on its `<h1>`. */
function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageHeading();
  }, [pathname]);
}

/** The header's end: languages and theme, as on every page of the site. */
function HeaderTools() {
  const { t } = useTranslation("common");
  return (
    <div className="flex items-center gap-1">
      <LanguageLinks notFound={false} />
      <ThemeProvider>
        <ThemeToggle
          switchToLightLabel={t("theme.switchToLight")}
          switchToDarkLabel={t("theme.switchToDark")}
        />
      </ThemeProvider>
    </div>
  );
}

/** The app's compact header: the mark and name, who is signed in, languages, theme, sign-out. */
function AppHeader({
  session,
  onSignOut,
  onShortcuts,
}: {
  session: StaffSession | null;
  onSignOut?: () => Promise<void>;
  onShortcuts?: () => void;
}) {
  const { t } = useTranslation("desk");
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="flex h-12 items-center gap-3 border-b bg-muted/30 px-3">
      <p className="flex items-center gap-2 font-semibold">
        <LogoMark className="size-7" />
        <span>{t("app.name")}</span>
      </p>
      <div className="ms-auto flex items-center gap-2">
        {session ? (
          <p className="text-sm max-md:sr-only">
            {t("nav.signedInAs", { name: isolate(session.staff.name) })}
          </p>
        ) : null}
        {onShortcuts ? (
          <Button
            variant="ghost"
            size="sm"
            aria-keyshortcuts="Shift+?"
            onClick={onShortcuts}
            className="max-sm:hidden"
          >
            {t("app.shortcuts.open")}
          </Button>
        ) : null}
        <HeaderTools />
        {session && onSignOut ? (
          <Button
            variant="outline"
            size="sm"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void onSignOut().catch(() => setLeaving(false));
            }}
          >
            {t("nav.signOut")}
          </Button>
        ) : null}
      </div>
    </header>
  );
}

/** The navigation rail: the sections the person's roles open, the current one marked. */
function NavigationRail({ session }: { session: StaffSession }) {
  const { t } = useTranslation("desk");
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const current = sectionOf(pathname);
  return (
    <nav
      aria-label={t("nav.label")}
      className="border-b bg-muted/20 p-2 md:w-56 md:shrink-0 md:border-e md:border-b-0"
    >
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {visibleSections(session.staff.roles).map((section) => (
          <li key={section.id}>
            <Link
              to={sectionPath(section, locale)}
              aria-current={section.id === current?.id ? "page" : undefined}
              className="flex items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              <span>{section.id === "dataroom" ? t("app.dataroom") : t(`nav.${section.id}`)}</span>
              <kbd
                dir="ltr"
                className="shrink-0 font-mono text-xs whitespace-nowrap max-md:hidden"
                aria-hidden="true"
              >
                g {section.key}
              </kbd>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Signed in: header, rail and the page; the keyboard shortcuts work everywhere in it. */
function Workspace({ session, signOut }: { session: StaffSession; signOut(): Promise<void> }) {
  const [shortcuts, setShortcuts] = useState(false);
  // Mounted once asked for, and kept, so it closes with its animation and focus returns.
  const [shortcutsLoaded, setShortcutsLoaded] = useState(false);
  const openShortcuts = useCallback(() => {
    setShortcutsLoaded(true);
    setShortcuts(true);
  }, []);
  useStaffKeys({ roles: session.staff.roles, onShortcuts: openShortcuts });
  useFocusAfterNavigation();
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader session={session} onSignOut={signOut} onShortcuts={openShortcuts} />
      <div className="flex flex-1 flex-col md:flex-row">
        <NavigationRail session={session} />
        <div id="staff-content" className="min-w-0 flex-1 space-y-3 p-3 md:p-4">
          <Outlet context={session} />
        </div>
      </div>
      {/* The staff shell runs no site runtime (SiteShell): the app offers the button itself. */}
      <ScrollToTop label={t("actions.scrollToTop")} />
      {shortcutsLoaded ? (
        <Suspense fallback={null}>
          <ShortcutsDialog
            open={shortcuts}
            onOpenChange={setShortcuts}
            roles={session.staff.roles}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Sign-in until there is a session (a reload keeps it: the API answers it from the cookie). */
function SessionGate() {
  const { t } = useTranslation("desk");
  const { query, session, ended, signedIn, signOut } = useStaffSession();
  if (session) return <Workspace session={session} signOut={signOut} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader session={null} />
      <div className="mx-auto w-full max-w-xl p-4">
        <h1 className="sr-only">{t("app.signInTitle")}</h1>
        <QueryState
          query={query}
          empty={false}
          emptyText=""
          namespace="desk"
          errorText={deskErrorText}
        >
          <DeskSignIn ended={ended} onSignedIn={signedIn} />
        </QueryState>
      </div>
    </div>
  );
}

/**
 * The frame of every page of the app (a layout route): the router's location for the site's
 * links, then the sign-in or the workspace with the page.
 */
export function AppFrame() {
  return (
    <RouterLocation>
      <SessionGate />
    </RouterLocation>
  );
}

/** /desk/welcome: the invitation link's page, without a session. */
export function WelcomeFrame() {
  const { t } = useTranslation("deskAdmin");
  return (
    <RouterLocation>
      <div className="flex min-h-dvh flex-col">
        <AppHeader session={null} />
        <div className="mx-auto w-full max-w-3xl space-y-4 p-4">
          <h1 className="text-lg font-semibold tracking-tight">{t("pages.welcome.h1")}</h1>
          <Suspense fallback={<DeskLoading />}>
            <StaffWelcome />
          </Suspense>
        </div>
      </div>
    </RouterLocation>
  );
}
