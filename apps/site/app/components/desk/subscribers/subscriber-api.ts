import type { SubscriberPage, SubscriberStatus } from "@vantreo/contracts/core";
import { DESK_API_BASE, deskRequest } from "../desk-api";

/** The subscriber list's page size. */
export const SUBSCRIBER_LIST_SIZE = 50;

const query = (status: SubscriberStatus | null, extra: Record<string, string>) =>
  new URLSearchParams({ ...(status ? { status } : {}), ...extra }).toString();

/** `GET /v1/desk/subscribers`: a page of one state (or all), with the counts. */
export const subscriberApi = {
  list: (status: SubscriberStatus | null, page: number, signal?: AbortSignal) =>
    deskRequest<SubscriberPage>(
      `/subscribers?${query(status, { page: String(page), size: String(SUBSCRIBER_LIST_SIZE) })}`,
      signal ? { signal } : {},
    ),
  /** The CSV export of a state: a plain link, the session cookie goes with it. */
  exportUrl: (status: SubscriberStatus | null) =>
    `${DESK_API_BASE}/subscribers?${query(status, { format: "csv" })}`,
};

/** Cache keys (under the desk's, so a sign-out drops them). */
export const SUBSCRIBER_QUERY_KEYS = {
  list: (status: SubscriberStatus | null, page: number) =>
    ["desk", "leads", "subscribers", status ?? "all", page] as const,
};
