import { MailDesk } from "../../components/desk/mail/mail-desk";
import { ReplyTemplateEditor } from "../../components/desk/replies/reply-template-editor";
import { SectionPage } from "../staff-pages";

/** The app's "mail" section, loaded on first use (`React.lazy`): the mails and the reply templates. */
export default function Component() {
  return (
    <SectionPage section="mail" titleKey="nav.mail">
      {(session) => (
        <>
          <MailDesk />
          <ReplyTemplateEditor session={session} />
        </>
      )}
    </SectionPage>
  );
}
