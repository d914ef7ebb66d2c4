import { PasswordChange } from "../../components/desk/account/password-change";
import { SectionPage } from "../staff-pages";

/** The app's "account" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="account" titleKey="nav.account">
      {(session) => <PasswordChange session={session} />}
    </SectionPage>
  );
}
