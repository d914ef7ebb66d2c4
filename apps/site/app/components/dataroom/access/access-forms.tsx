import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../../navigation";
import { AccessCodeForm } from "./access-code-form";
import { RequestAccessForm } from "./request-access-form";

/** Props of {@link AccessForms}. */
export type AccessFormsProps = {
  /** The data room's address in the page's language, for the way back. */
  roomPath: string;
  /** The text of that link. */
  backLink: string;
};

/**
 * The two ways into the data room, side by side: request access, or enter a code. One island
 * for both, so the page loads their shared code (the form kit, the API client) once, in one
 * chunk, rather than as a chunk per pair of forms that share it.
 */
export function AccessForms({ roomPath, backLink }: AccessFormsProps) {
  const { t } = useTranslation("dataroom");
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="dataroom-request-heading">
        <h2 id="dataroom-request-heading" className="text-2xl font-bold tracking-tight">
          {t("request.heading")}
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">{t("request.intro")}</p>
        <RequestAccessForm headingId="dataroom-request-heading" />
      </section>
      <section aria-labelledby="dataroom-code-heading">
        <h2 id="dataroom-code-heading" className="text-2xl font-bold tracking-tight">
          {t("code.heading")}
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">{t("code.intro")}</p>
        <AccessCodeForm headingId="dataroom-code-heading" />
        <p className="mt-10">
          <Link to={roomPath} className="font-semibold text-primary underline underline-offset-4">
            {backLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
