import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useEffect, useId, useRef } from "react";
import { QrCodeSvg } from "./qr-code-svg";
import type { Enrollment } from "./staff-types";

/**
 * The authenticator enrollment of a new account or a reset second factor, shown this once: the
 * QR code, the `otpauth://` link as text for an app that cannot scan, and a plain "shown once"
 * note. It takes focus when it appears so a screen reader reads it (WCAG 2.4.3), and closing it
 * forgets the secret: the API never answers it again.
 */
export function EnrollmentPanel({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment;
  onClose(): void;
}) {
  const { t } = useTranslation("deskAdmin");
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [enrollment.uri]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="enrollment"
      className="space-y-4 rounded-lg border-2 border-primary p-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("staff.enrollment.heading")}: <bdi>{enrollment.name}</bdi>{" "}
        <bdi dir="ltr" className="font-normal text-muted-foreground">
          {enrollment.email}
        </bdi>
      </h3>
      <p className="rounded-md border px-3 py-2 font-medium">
        <span aria-hidden="true" className="me-2">
          ⚠
        </span>
        {t("staff.enrollment.shownOnce")}
      </p>
      <QrCodeSvg text={enrollment.uri} label={t("staff.enrollment.qrLabel")} />
      <div className="space-y-1">
        <p>{t("staff.enrollment.uriLabel")}</p>
        <code dir="ltr" className="block rounded-md bg-muted p-2 text-sm break-all">
          {enrollment.uri}
        </code>
      </div>
      <Button type="button" onClick={onClose}>
        {t("staff.enrollment.close")}
      </Button>
    </section>
  );
}
