import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DeskLoading } from "../desk-loading";

const StaffWelcome = lazy(() =>
  import("./staff-welcome").then((module) => ({ default: module.StaffWelcome })),
);

/**
 * The island of /desk/welcome: no session and no query client, only the link's two calls. Its
 * code (the form, the QR encoder) loads after hydration, on this page only; the prerendered page
 * shows the loading line until the fragment's token is read.
 */
export function StaffWelcomeIsland() {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <StaffWelcome />
    </ClientIsland>
  );
}
