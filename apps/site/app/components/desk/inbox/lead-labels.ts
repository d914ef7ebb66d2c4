import { isLocale } from "@vantreo/i18n";
import type { TranslateFunction } from "@vantreo/i18n/react";
import type { DeskLead, DeskStaff } from "@vantreo/contracts/core";

/** A lead's name as the desk shows it: first and last name, or a placeholder when empty. */
export function leadName(t: TranslateFunction, lead: Pick<DeskLead, "firstName" | "lastName">) {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  return name === "" ? t("inbox.table.noName") : name;
}

/** The owner's display name: nobody, an active staff member, or a former one. */
export function ownerName(t: TranslateFunction, ownerId: string | null, staff?: DeskStaff) {
  if (ownerId === null) return t("lead.owner.none");
  return staff?.staff.find((member) => member.id === ownerId)?.name ?? t("lead.owner.former");
}

/** A language code in words ("German"), or the code itself for one the site does not serve. */
export function localeName(t: TranslateFunction, locale: string | null): string {
  if (!locale) return t("lead.details.empty");
  const base = locale.split("-")[0] ?? locale;
  return isLocale(base) ? t(`locale.${base}`) : locale;
}
