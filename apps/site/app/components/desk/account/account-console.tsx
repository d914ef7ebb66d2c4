import { DeskShell } from "../desk-shell";
import { PasswordChange } from "./password-change";

/**
 * The browser part of /desk/account: sign-in, the desk's navigation, then the password change
 * (every staff member). Default export so the island loads it with `React.lazy` after hydration.
 */
export default function AccountConsole() {
  return <DeskShell page="account">{(session) => <PasswordChange session={session} />}</DeskShell>;
}
