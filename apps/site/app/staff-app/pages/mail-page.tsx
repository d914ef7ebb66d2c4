import { MailDesk } from "../../components/desk/mail/mail-desk";
import { SectionPage } from "../staff-pages";

/** The app's "mail" section, loaded on first use (React Router's `lazy`). */
export function Component() {
  return (
    <SectionPage section="mail" titleKey="nav.mail">
      {() => <MailDesk />}
    </SectionPage>
  );
}
