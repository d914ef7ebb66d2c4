import { DeskShell } from "../desk-shell";
import { MailDesk } from "./mail-desk";

/**
 * The browser part of /desk/mail: sign-in, the desk's navigation, then the mail list and template previews (owners).
 * Default export so the island loads it with `React.lazy` after hydration.
 */
export default function MailConsole() {
  return <DeskShell page="mail">{() => <MailDesk />}</DeskShell>;
}
