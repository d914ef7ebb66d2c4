import { StaffWelcome } from "./staff-welcome";

/**
 * The island of /desk/welcome: no session and no query client, only the link's two calls. The
 * prerendered page shows the loading line until the fragment's token is read.
 */
export function StaffWelcomeIsland() {
  return <StaffWelcome />;
}
