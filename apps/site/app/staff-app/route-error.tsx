import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";
import { PageHeading } from "./page-heading";

/**
 * A route's error boundary: a page of the app that fails to render says so in the page's
 * language and offers to try again; the header, the rail and the other pages keep working.
 */
export function RouteError() {
  const { t } = useTranslation("desk");
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section role="alert" className="space-y-3 p-4">
      <PageHeading title={notFound ? t("app.notFound.title") : t("app.error.title")} />
      <p>{notFound ? t("app.notFound.body") : t("app.error.body")}</p>
      {/* Navigating to the same place renders the route again and clears the error. */}
      <Button variant="outline" onClick={() => void navigate(".", { replace: true })}>
        {t("retry")}
      </Button>
    </section>
  );
}
