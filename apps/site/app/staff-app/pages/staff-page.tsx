import { StaffManagement } from "../../components/desk/staff/staff-management";
import { SectionPage } from "../staff-pages";

/** The app's "staff" section, loaded on first use (React Router's `lazy`). */
export function Component() {
  return (
    <SectionPage section="staff" titleKey="nav.staff">
      {(session) => <StaffManagement session={session} />}
    </SectionPage>
  );
}
