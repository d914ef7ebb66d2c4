import { ACCESS_DAYS } from "@vantreo/leads/dataroom";

/** An approval's default lifetime: 14 days (the lead API README, "Configuration"). */
export const DEFAULT_ACCESS_DAYS = ACCESS_DAYS.default;
/** The range the administrator may choose on approval: 1 to 90 days. */
export const ACCESS_DAYS_RANGE = ACCESS_DAYS;

/** The whole number of days typed, or null when it is not a whole number from 1 to 90. */
export function parseDays(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= ACCESS_DAYS_RANGE.min && days <= ACCESS_DAYS_RANGE.max ? days : null;
}
