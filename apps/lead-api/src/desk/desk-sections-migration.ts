/**
 * The desk sections' pages read indexes instead of sorting a whole table (issue 31: a section
 * paints in ≤ 100 ms at 250,000 leads): the privacy queue's page of one state, oldest first
 * (`status, received_at, id`: the order of `listDataRequests`), and the subscriber list's page,
 * newest sign-up first (`created_at DESC, lead_id`: the order of the newsletter store's `list`).
 * The same SQL on both stores; appended to both migration lists, never edited once released.
 */
export const DESK_SECTIONS_MIGRATION = `
  CREATE INDEX data_requests_queue ON data_requests (status, received_at, id);
  CREATE INDEX newsletter_subscriptions_signed_up ON newsletter_subscriptions (created_at DESC, lead_id);
`;
