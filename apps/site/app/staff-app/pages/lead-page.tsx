import { LeadPage } from "../../components/desk/lead/lead-page";
import { SectionPage } from "../staff-pages";

/** A lead's page, loaded when the first lead opens (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="leads" titleKey="lead.title">
      {(session) => <LeadPage session={session} />}
    </SectionPage>
  );
}
