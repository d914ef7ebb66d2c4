import { ReportsDesk } from "../../components/desk/reports/reports-desk";
import { SectionPage } from "../staff-pages";

/** The app's "reports" section, loaded on first use (`React.lazy`) with its chart library. */
export default function Component() {
  return (
    <SectionPage section="reports" titleKey="nav.reports">
      {() => <ReportsDesk />}
    </SectionPage>
  );
}
