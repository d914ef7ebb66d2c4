import { LOCALES, localeFromPath } from "@vantreo/i18n";
import { useState } from "react";
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router";
import { DeskQueryProvider } from "../components/desk/desk-query-provider";
import { AppFrame, WelcomeFrame } from "./app-frame";
import { DeskLoading } from "../components/desk/desk-loading";
import { RouteError } from "./route-error";
import { staffPages } from "./staff-pages";

/**
 * The staff app's routes in one locale: every desk page and the data room's administration
 * inside the app frame (sign-in, header, rail), each with its own error boundary; the invitation
 * link's landing page (/desk/welcome) without a session. The inbox and the spam folder are in
 * the app's first load; a lead and the other sections load on first use (React Router's `lazy`).
 */
export function staffRoutes(prefix: string): RouteObject[] {
  const pages = staffPages();
  return [
    {
      path: `${prefix}/desk/welcome`,
      element: <WelcomeFrame />,
      errorElement: <RouteError />,
    },
    {
      element: <AppFrame />,
      errorElement: <RouteError />,
      // Until a section loaded on first use is there (a first visit to /desk/staff…).
      hydrateFallbackElement: <DeskLoading />,
      children: [
        {
          path: `${prefix}/desk`,
          children: [
            { index: true, element: pages.inbox, errorElement: <RouteError /> },
            { path: "spam", element: pages.spam, errorElement: <RouteError /> },
            {
              path: "leads/:id",
              lazy: () => import("./pages/lead-page"),
              errorElement: <RouteError />,
            },
            {
              path: "privacy",
              lazy: () => import("./pages/privacy-page"),
              errorElement: <RouteError />,
            },
            { path: "staff", lazy: () => import("./pages/staff-page"), errorElement: <RouteError /> },
            { path: "mail", lazy: () => import("./pages/mail-page"), errorElement: <RouteError /> },
            {
              path: "account",
              lazy: () => import("./pages/account-page"),
              errorElement: <RouteError />,
            },
            { path: "*", element: pages.notFound },
          ],
        },
        {
          path: `${prefix}/dataroom/admin`,
          lazy: () => import("./pages/dataroom-page"),
          errorElement: <RouteError />,
        },
      ],
    },
  ];
}

/**
 * The staff app (`/desk…` and `/dataroom/admin`, every locale): one client-routed application
 * in the one shell page of its locale. React Router moves between its pages without a page load;
 * one TanStack Query cache serves the whole session. Default export: the shell's island loads it
 * with `React.lazy` after hydration.
 */
export default function StaffApp() {
  const [router] = useState(() =>
    createBrowserRouter(
      staffRoutes(LOCALES[localeFromPath(window.location.pathname)].prefix),
    ),
  );
  return (
    <DeskQueryProvider>
      <RouterProvider router={router} />
    </DeskQueryProvider>
  );
}
