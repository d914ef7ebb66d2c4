/**
 * The columns of a lead-like table (`leads`, `data_requests`) in a SQL dialect: times are
 * milliseconds since the epoch and flags are 0/1 integers in both dialects, so one row mapping
 * serves SQLite and PostgreSQL.
 */
export function recordTableColumns(types: { text: string; time: string; flag: string }): string {
  const { text, time, flag } = types;
  return `
    id ${text} PRIMARY KEY,
    received_at ${time} NOT NULL,
    email ${text} NOT NULL,
    first_name ${text} NOT NULL,
    last_name ${text} NOT NULL,
    phone ${text} NOT NULL,
    company ${text} NOT NULL,
    message ${text} NOT NULL,
    lead_type ${text} NOT NULL,
    source ${text} NOT NULL,
    page_url ${text} NOT NULL,
    client_timestamp ${text} NOT NULL,
    metadata ${text} NOT NULL,
    marketing_consent ${flag} NOT NULL,
    consent_at ${time},
    consent_text_version ${text},
    locale ${text}`;
}
