import {
  DeskPage,
  deskPageMeta,
  deskAdminCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/privacy";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskAdminCopy("privacy"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/** /desk/privacy (roles privacy and owner): the /data-rights requests with their GDPR and CCPA due dates; export, erase after a confirmation, mark answered. */
export default function DeskPrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="desk-privacy" />
    </DeskPage>
  );
}
