import { AdminConsoleBody } from "../../components/dataroom/admin/admin-console";
import { SectionPage } from "../staff-pages";

/** The app's "dataroom" section, loaded on first use (React Router's `lazy`). */
export function Component() {
  return (
    <SectionPage section="dataroom" titleKey="app.dataroom">
      {() => <AdminConsoleBody />}
    </SectionPage>
  );
}
