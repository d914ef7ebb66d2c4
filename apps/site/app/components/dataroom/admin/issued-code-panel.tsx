import { Button } from "@vantreo/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import { formatMoment } from "../../api/format-moment";
import { isolate } from "../../api/isolate";

/** A code just issued on approval, with whom it is for. */
export interface IssuedCodeView {
  email: string;
  code: string;
  expiresAt: string;
}

/**
 * The access code of an approval, shown this once (the lead API stores only its digest), with a
 * copy button. Focus moves here so the administrator cannot miss it; dismissing forgets it.
 */
export function IssuedCodePanel({
  issued,
  onDismiss,
}: {
  issued: IssuedCodeView;
  onDismiss(): void;
}) {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  // Keyed by the code in the workspace, so each new code mounts afresh and takes focus.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const copyCode = () => {
    navigator.clipboard.writeText(issued.code).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <section
      aria-labelledby="dataroom-issued-code"
      data-issued-code=""
      className="rounded-lg border-2 border-primary bg-primary/5 p-6"
    >
      <h2
        id="dataroom-issued-code"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold outline-none"
      >
        {t("admin.code.heading", { email: isolate(issued.email) })}
      </h2>
      <p className="mt-2 text-sm">{t("admin.code.body")}</p>
      <p className="mt-4">
        <code
          dir="ltr"
          className="rounded bg-background px-3 py-2 font-mono text-2xl tracking-widest select-all"
        >
          {issued.code}
        </code>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("admin.code.expires", { date: formatMoment(issued.expiresAt, locale) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={copyCode}>{t("admin.code.copy")}</Button>
        <Button variant="outline" onClick={onDismiss}>
          {t("admin.code.dismiss")}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm">
        {copy === "copied"
          ? t("admin.code.copied")
          : copy === "failed"
            ? t("admin.code.copyFailed")
            : ""}
      </p>
    </section>
  );
}
