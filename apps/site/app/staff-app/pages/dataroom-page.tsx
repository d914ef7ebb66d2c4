import { AdminConsoleBody } from "../../components/dataroom/admin/admin-console";
import { SectionPage } from "../staff-pages";

/** The app's "dataroom" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="dataroom" titleKey="app.dataroom">
      {() => <AdminConsoleBody />}
    </SectionPage>
  );
}
