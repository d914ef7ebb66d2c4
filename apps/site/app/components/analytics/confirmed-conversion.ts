import { toEnglishPath } from "@vantreo/i18n";

/** The attribute the payment-success page carries its catalogue prices in (product → USD). */
export const CHECKOUT_PRICES_ATTRIBUTE = "data-checkout-prices";

/** What a confirmation page reports: a confirmed booking or a paid order. */
export type ConfirmedConversion =
  | { kind: "booking"; id: string }
  | { kind: "purchase"; id: string; product: string; value: number | null };

function readPrices(doc: Document): Record<string, number> {
  const raw = doc
    .querySelector(`[${CHECKOUT_PRICES_ATTRIBUTE}]`)
    ?.getAttribute(CHECKOUT_PRICES_ATTRIBUTE);
  try {
    const parsed = JSON.parse(raw ?? "{}") as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The conversion a confirmation page stands for, else null: `/booking-confirmed` (the
 * scheduler's redirect, with the booking's `uid` when it forwards its parameters) is a booking;
 * `/payment-success?product=…&session_id=…` (the checkout's redirect) a purchase whose value is
 * the catalogue's price of the product. Without an id a booking counts once per visit
 * (`visit`); a purchase without its session id is not counted (a bare visit proves no payment).
 */
export function confirmedConversion(
  pathname: string,
  search: string,
  doc: Document,
): ConfirmedConversion | null {
  const path = toEnglishPath(pathname).replace(/\/$/, "");
  const params = new URLSearchParams(search);
  if (path === "/booking-confirmed") return { kind: "booking", id: params.get("uid") || "visit" };
  if (path !== "/payment-success") return null;
  const id = params.get("session_id");
  if (!id || !/^cs_[A-Za-z0-9_]{1,200}$/.test(id)) return null;
  const product = params.get("product") ?? "";
  const price = readPrices(doc)[product];
  return { kind: "purchase", id, product, value: typeof price === "number" ? price : null };
}

/** Where the ids of the conversions already sent are kept, so a reload sends nothing. */
export type SentConversions = {
  has(id: string): boolean;
  add(id: string): void;
};

const SENT_KEY = "vantreo.confirmed-conversions";
const SENT_MAX = 50;

/**
 * The ids already reported, in local storage (a booking's uid or a checkout session's id, which
 * identify nobody without the provider's records); a booking without an id is remembered for the
 * visit only, in session storage.
 */
export function browserSentConversions(): SentConversions {
  const storeFor = (id: string) => {
    try {
      return id.endsWith(":visit") ? sessionStorage : localStorage;
    } catch {
      return undefined;
    }
  };
  const read = (id: string): string[] => {
    try {
      const value = JSON.parse(storeFor(id)?.getItem(SENT_KEY) ?? "[]") as unknown;
      return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
    } catch {
      return [];
    }
  };
  return {
    has: (id) => read(id).includes(id),
    add: (id) => {
      try {
        storeFor(id)?.setItem(SENT_KEY, JSON.stringify([...read(id), id].slice(-SENT_MAX)));
      } catch {
        // Without storage a reload may count twice; the provider's records stay the truth.
      }
    },
  };
}
