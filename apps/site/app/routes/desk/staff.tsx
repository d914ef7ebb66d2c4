import {
  DeskPage,
  deskPageMeta,
  deskAdminCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import type { Route } from "./+types/staff";

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskAdminCopy("staff"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/** /desk/staff (owners): the staff accounts; invite with the enrollment shown once, disable, reset the second factor. */
export default function DeskStaff({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="desk-staff" />
    </DeskPage>
  );
}
