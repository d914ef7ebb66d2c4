import { useTranslation } from "@vantreo/i18n/react";
import type { StaffRole } from "@vantreo/contracts/core";

/** What a staff member whose roles do not open this page sees instead of a blank page. */
export function DeskNoAccess({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation("desk");
  return (
    <section aria-labelledby="desk-no-access" className="max-w-2xl space-y-3">
      <h2 id="desk-no-access" className="text-2xl font-bold tracking-tight">
        {t("noAccess.heading")}
      </h2>
      <p>{t("noAccess.body", { roles: roles.map((role) => t(`roles.${role}`)).join(", ") })}</p>
    </section>
  );
}
