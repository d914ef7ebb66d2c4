import { LOCALES, loadResources, localeFromPath } from "@vantreo/i18n";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AppProviders } from "./components/shell/app-providers";
import { RouteErrorPage } from "./components/shell/route-error-page";
import { shellKind } from "./components/shell/shell-kind";
import { SiteShell } from "./components/shell/site-shell";
import { PageLocationProvider } from "./navigation";
import { useIslandPage } from "./islands/island-page";
import { IslandScripts } from "./islands/island-scripts";
import { THEME_HEAD_SCRIPT } from "./components/shell/theme-toggle-script";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import appCssText from "./app.css?inline";
import faviconSvg from "../public/favicon.svg?raw";

// The icon travels in the page as a data: URL (RFC 2397): a browser fetches a linked icon while
// the page is still painting, and Lighthouse then counts that request on the path to the largest
// contentful paint (one more round trip). /favicon.svg stays for clients that ask for it.
const iconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export function links() {
  return [{ rel: "icon", href: iconHref, type: "image/svg+xml" }];
}

/** The locale and its shared UI strings, read at build time into each page's HTML (not its JS). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, resources: await loadResources(locale) };
}

/** A switch of language needs the other language's strings; same-language navigations reuse them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

/**
 * The site's one stylesheet. A built page carries its text in <head>: a linked sheet is a second
 * request that a first visit waits for before anything paints (one more round trip, render-
 * blocking), and the whole sheet (about 11 KB brotli) costs less than that trip. The development
 * server links it, so an edit to a class shows without a reload.
 */
function Stylesheet() {
  return import.meta.env.DEV ? (
    <link rel="stylesheet" href={appCss} precedence="default" />
  ) : (
    <style dangerouslySetInnerHTML={{ __html: appCssText }} />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const code = localeFromPath(pathname);
  const locale = LOCALES[code];
  const spaFallback = useIslandPage()?.spaFallback ?? false;
  return (
    // The theme script may add "light" before React hydrates (no flash of the wrong theme).
    <html lang={locale.htmlLang} dir={locale.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <Stylesheet />
        {/* Applies the saved theme before first paint and serves the header's theme toggle;
            allowed by its hash in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_HEAD_SCRIPT }} />
        <Meta />
        <Links />
        <link
          rel="alternate"
          type="application/atom+xml"
          title="Vantreo Data & AI insights"
          href="/feed.xml"
        />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {children}
        {/* After every island: their data and scripts (nothing on a page without islands). */}
        <IslandScripts />
        {/* In development React Router's scripts load the entry (and the dev server's HMR
            runtime); the SPA fallback React Router renders and checks at build time (postbuild
            deletes it) needs them too. */}
        {import.meta.env.DEV || spaFallback ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The matched routes' ids and handles, for the shell (the route data stays here; components get props). */
function useShellKind() {
  return shellKind(useMatches());
}

// Pages and islands read their location from app/navigation, never from React Router: the page
// is rendered here by the router, its islands in the browser without one.
export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <PageLocationProvider location={location}>
      <AppProviders locale={loaderData.locale} resources={loaderData.resources}>
        <SiteShell {...useShellKind()}>
          <Outlet />
        </SiteShell>
      </AppProviders>
    </PageLocationProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <PageLocationProvider location={location}>
      <RouteErrorPage
        notFound={isRouteErrorResponse(error) && error.status === 404}
        error={error}
        root={root}
        shell={useShellKind()}
        // Navigating to the same place re-runs the route and clears the error (spec section 4).
        onRetry={() => void navigate(".", { replace: true })}
      />
    </PageLocationProvider>
  );
}
