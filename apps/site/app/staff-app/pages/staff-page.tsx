import { StaffManagement } from "../../components/desk/staff/staff-management";
import { SectionPage } from "../staff-pages";

/** The app's "staff" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="staff" titleKey="nav.staff">
      {(session) => <StaffManagement session={session} />}
    </SectionPage>
  );
}
