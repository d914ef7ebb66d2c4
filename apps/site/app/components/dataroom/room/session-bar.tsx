import { Button } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import type { InvestorSession } from "@vantreo/contracts/core";
import { errorText } from "../error-text";
import { formatMoment } from "../../api/format-moment";
import { isolate } from "../../api/isolate";
import { useInvestorSignOut } from "../use-investor-session";

/**
 * Who is signed in and until when, with a sign-out button (the session cookie is httpOnly, so
 * only the lead API can end it).
 */
export function SessionBar({
  session,
  onSignedOut,
}: {
  session: InvestorSession;
  onSignedOut(): void;
}) {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  const signOut = useInvestorSignOut();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const leave = () => {
    setPending(true);
    signOut(session.csrfToken).then(onSignedOut, (error: unknown) => {
      setPending(false);
      setFailure(errorText(t, error));
    });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-muted/40 p-4">
      <div className="text-sm">
        <p className="font-semibold">
          {t("session.signedInAs", { email: isolate(session.email) })}
        </p>
        <p className="text-muted-foreground">
          {t("session.validUntil", { date: formatMoment(session.expiresAt, locale) })}
        </p>
        {failure ? (
          <p role="alert" className="mt-2 text-destructive">
            {failure}
          </p>
        ) : null}
      </div>
      <Button variant="outline" onClick={leave} loading={pending}>
        {t("session.signOut")}
      </Button>
    </div>
  );
}
