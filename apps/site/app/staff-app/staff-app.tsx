import { LOCALES, localeFromPath } from "@vantreo/i18n";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { DeskQueryProvider } from "../components/desk/desk-query-provider";
import { AppFrame, WelcomeFrame } from "./app-frame";
import { RouteBoundary } from "./route-boundary";
import { staffPages } from "./staff-pages";

// A lead and the sections other than the inbox and the spam folder load on first use.
const LeadPage = lazy(() => import("./pages/lead-page"));
const PrivacyPage = lazy(() => import("./pages/privacy-page"));
const StaffPage = lazy(() => import("./pages/staff-page"));
const MailPage = lazy(() => import("./pages/mail-page"));
const SubscribersPage = lazy(() => import("./pages/subscribers-page"));
const AccountPage = lazy(() => import("./pages/account-page"));
const DataroomPage = lazy(() => import("./pages/dataroom-page"));
// The reports carry the chart library: it loads with them, never with the app's first load.
const ReportsPage = lazy(() => import("./pages/reports-page"));

const later = (Page: LazyExoticComponent<ComponentType>) => (
  <RouteBoundary>
    <Page />
  </RouteBoundary>
);

/**
 * The staff app's routes in one locale (`prefix`: "", "/de" or "/ar"): every desk page and the
 * data room's administration inside the app frame (sign-in, header, rail), each behind its own
 * error boundary; the invitation link's landing page (/desk/welcome) without a session. The
 * inbox and the spam folder are in the app's first load; a lead and the other sections load on
 * first use (`React.lazy`).
 */
export function StaffRoutes({ prefix }: { prefix: string }) {
  const pages = staffPages();
  return (
    <Routes>
      <Route
        path={`${prefix}/desk/welcome`}
        element={
          <RouteBoundary>
            <WelcomeFrame />
          </RouteBoundary>
        }
      />
      <Route element={<AppFrame />}>
        <Route path={`${prefix}/desk`}>
          <Route index element={<RouteBoundary>{pages.inbox}</RouteBoundary>} />
          <Route path="spam" element={<RouteBoundary>{pages.spam}</RouteBoundary>} />
          <Route path="leads/:id" element={later(LeadPage)} />
          <Route path="reports" element={later(ReportsPage)} />
          <Route path="privacy" element={later(PrivacyPage)} />
          <Route path="staff" element={later(StaffPage)} />
          <Route path="mail" element={later(MailPage)} />
          <Route path="subscribers" element={later(SubscribersPage)} />
          <Route path="account" element={later(AccountPage)} />
          <Route path="*" element={pages.notFound} />
        </Route>
        <Route path={`${prefix}/dataroom/admin`} element={later(DataroomPage)} />
      </Route>
    </Routes>
  );
}

/**
 * The staff app (`/desk…` and `/dataroom/admin`, every locale): one client-routed application
 * in the one shell page of its locale. React Router moves between its pages without a page load;
 * one TanStack Query cache serves the whole session. Default export: the shell's island loads it
 * with `React.lazy` after hydration.
 */
export default function StaffApp() {
  return (
    <DeskQueryProvider>
      <BrowserRouter>
        <StaffRoutes prefix={LOCALES[localeFromPath(window.location.pathname)].prefix} />
      </BrowserRouter>
    </DeskQueryProvider>
  );
}
