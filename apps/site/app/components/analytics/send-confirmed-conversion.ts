import type { Analytics } from "@vantreo/consent";
import { browserSentConversions, confirmedConversion } from "./confirmed-conversion";

/** Sends the conversion a confirmation page stands for, unless it was sent before. */
export function sendConfirmedConversion(
  analytics: Analytics,
  pathname: string,
  search: string,
  doc: Document,
): void {
  const confirmed = confirmedConversion(pathname, search, doc);
  if (!confirmed) return;
  const sent = browserSentConversions();
  const key = `${confirmed.kind}:${confirmed.id}`;
  if (sent.has(key)) return;
  sent.add(key);
  if (confirmed.kind === "booking") {
    analytics.conversion("booking");
    analytics.lead("booking");
    return;
  }
  analytics.event("purchase", {
    transaction_id: confirmed.id,
    currency: "USD",
    ...(confirmed.value === null ? {} : { value: confirmed.value }),
    items: [{ item_id: confirmed.product }],
  });
}
