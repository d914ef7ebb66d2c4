import {
  DeskPage,
  deskPageMeta,
  deskAdminCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/account";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskAdminCopy("account"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/** /desk/account (every staff member): change the own password with both factors. */
export default function DeskAccount({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="desk-account" />
    </DeskPage>
  );
}
