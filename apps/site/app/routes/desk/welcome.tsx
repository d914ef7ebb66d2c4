import {
  DeskPage,
  deskPageMeta,
  deskAdminCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/welcome";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskAdminCopy("welcome"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/**
 * /desk/welcome: where a mailed invitation or reset link lands; the invitee sets their own
 * password and authenticator (no session needed: the link's token is the credential).
 */
export default function DeskWelcome({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="desk-welcome" />
    </DeskPage>
  );
}
