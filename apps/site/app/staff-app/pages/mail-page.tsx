import { MailDesk } from "../../components/desk/mail/mail-desk";
import { SectionPage } from "../staff-pages";

/** The app's "mail" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="mail" titleKey="nav.mail">
      {() => <MailDesk />}
    </SectionPage>
  );
}
