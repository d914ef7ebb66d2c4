import { DeskShell } from "../desk-shell";
import { StaffManagement } from "./staff-management";

/**
 * The browser part of /desk/staff: sign-in, the desk's navigation, then staff accounts (owners).
 * Default export so the island loads it with `React.lazy` after hydration.
 */
export default function StaffConsole() {
  return <DeskShell page="staff">{(session) => <StaffManagement session={session} />}</DeskShell>;
}
