import {
  DeskPage,
  deskPageMeta,
  deskAdminCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/staff";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskAdminCopy("staff"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/** /desk/staff (owners): the staff accounts; invite by mailed link, change roles, disable, reset by mailed link (each with a step-up code). */
export default function DeskStaff({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="desk-staff" />
    </DeskPage>
  );
}
