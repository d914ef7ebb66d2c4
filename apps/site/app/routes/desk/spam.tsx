import {
  DeskPage,
  deskPageMeta,
  deskCopy,
  loadDeskPage,
} from "../../components/desk/desk-page-route";
import { Island } from "../../islands/island";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/spam";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDeskPage(request, deskCopy("spam"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return deskPageMeta(loaderData);
}

/** /desk/spam: the leads flagged as spam, to release or delete. */
export default function DeskSpam({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage copy={loaderData.copy}>
      <Island name="lead-desk" props={{ page: "spam" }} />
    </DeskPage>
  );
}
