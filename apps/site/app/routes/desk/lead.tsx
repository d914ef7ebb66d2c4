import { useTranslation } from "@vantreo/i18n/react";
import { Island } from "../../islands/island";
import { shellMetaFromRoot } from "../../components/staff/private-page-meta";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/lead";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

/**
 * The head of the lead page. One prerendered shell answers every lead id (the notification mail
 * links to /desk/leads/<id>), so nothing in the head may depend on the id: the title comes from
 * the `desk` strings the root loader put in the page, and there is no canonical or og:url.
 */
export function meta(args: Route.MetaArgs) {
  return shellMetaFromRoot(args, "desk", "lead", "Lead");
}

/** /desk/leads/{id}: one lead, its history and its workflow, for a signed-in staff member. */
export default function DeskLead() {
  const { t } = useTranslation("desk");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t("lead.title")}
      </h1>
      <Island name="lead-desk" props={{ page: "lead" }} />
    </div>
  );
}
