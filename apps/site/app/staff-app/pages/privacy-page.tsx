import { PrivacyQueue } from "../../components/desk/privacy/privacy-queue";
import { SectionPage } from "../staff-pages";

/** The app's "privacy" section, loaded on first use (React Router's `lazy`). */
export function Component() {
  return (
    <SectionPage section="privacy" titleKey="nav.privacy">
      {(session) => <PrivacyQueue session={session} />}
    </SectionPage>
  );
}
