import { LeadPage } from "../../components/desk/lead/lead-page";
import { SectionPage } from "../staff-pages";

/** A lead's page, loaded when the first lead opens (React Router's `lazy`). */
export function Component() {
  return (
    <SectionPage section="leads" titleKey="lead.title">
      {(session) => <LeadPage session={session} />}
    </SectionPage>
  );
}
