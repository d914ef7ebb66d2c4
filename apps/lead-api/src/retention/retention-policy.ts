import { RETENTION_POLICY } from "@vantreo/leads";

export { RETENTION_POLICY };

const DAY_MS = 86_400_000;

/** `at` minus whole calendar months (UTC); the 31st of a month becomes the month's last day. */
export function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** `at` minus whole days. */
export const daysBefore = (at: number, days: number) => at - days * DAY_MS;

/** The periods a deployment may lengthen or shorten (the policy's defaults above). */
export type RetentionSettings = { inquiryMonths: number; clientYears: number };

/** The cut-off times of the policy's clocks at `now`. */
export function policyCutoffs(now: number, settings: RetentionSettings) {
  return {
    inquiries: monthsBefore(now, settings.inquiryMonths),
    clients: monthsBefore(now, settings.clientYears * 12),
    consents: monthsBefore(now, RETENTION_POLICY.consentYears * 12),
    dataRequests: monthsBefore(now, RETENTION_POLICY.dataRequestMonths),
    spam: daysBefore(now, RETENTION_POLICY.spamDays),
    unconfirmedSignups: daysBefore(now, RETENTION_POLICY.unconfirmedSignupDays),
  };
}
