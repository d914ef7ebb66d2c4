import { PrivacyQueue } from "../../components/desk/privacy/privacy-queue";
import { SectionPage } from "../staff-pages";

/** The app's "privacy" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="privacy" titleKey="nav.privacy">
      {(session) => <PrivacyQueue session={session} />}
    </SectionPage>
  );
}
