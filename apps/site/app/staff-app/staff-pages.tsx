import { useTranslation } from "@vantreo/i18n/react";
import type { StaffSession } from "@vantreo/contracts/core";
import type { ReactNode } from "react";
import { useOutletContext } from "react-router";
import { DeskNoAccess } from "../components/desk/desk-no-access";
import { LeadInbox } from "../components/desk/inbox/lead-inbox";
import { Link } from "../navigation";
import { useLocale } from "../navigation/use-locale";
import { PageHeading } from "./page-heading";
import { canOpenSection, sectionPath, STAFF_SECTIONS, type StaffSection } from "./sections";

/** Props of one page of the app. */
export interface SectionPageProps {
  section: StaffSection["id"];
  /** The page's title (its `<h1>` and the document's title), a `desk` key. */
  titleKey: string;
  children(session: StaffSession): ReactNode;
}

/**
 * One page of the app inside the frame: its heading, then its content for a signed-in staff
 * member whose roles open its section, or a clear "your role cannot see this".
 */
export function SectionPage({ section, titleKey, children }: SectionPageProps) {
  const { t } = useTranslation("desk");
  const session = useOutletContext<StaffSession>();
  const entry = STAFF_SECTIONS.find((candidate) => candidate.id === section);
  const allowed = entry !== undefined && canOpenSection(entry, session.staff.roles);
  return (
    <>
      <PageHeading title={t(titleKey)} />
      {allowed ? children(session) : <DeskNoAccess roles={session.staff.roles} />}
    </>
  );
}

/** A path under /desk that is no page of the app. */
function NotFound() {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const leads = STAFF_SECTIONS[0];
  return (
    <>
      <PageHeading title={t("app.notFound.title")} />
      <p className="mt-4">{t("app.notFound.body")}</p>
      {leads ? (
        <p className="mt-4">
          <Link
            to={sectionPath(leads, locale)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t("app.notFound.back")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * The pages of the app's first load (the inbox and the spam folder), each one of the
 * existing desk components inside its section's page. Keyed, so two routes showing the same
 * component (inbox and spam) never share state. A lead and the other sections load on first use
 * (`pages/`, `React.lazy`).
 */
export function staffPages() {
  return {
    inbox: (
      <SectionPage key="inbox" section="leads" titleKey="nav.leads">
        {(session) => <LeadInbox session={session} spam={false} />}
      </SectionPage>
    ),
    spam: (
      <SectionPage key="spam" section="spam" titleKey="nav.spam">
        {(session) => <LeadInbox session={session} spam />}
      </SectionPage>
    ),
    notFound: <NotFound key="not-found" />,
  };
}
