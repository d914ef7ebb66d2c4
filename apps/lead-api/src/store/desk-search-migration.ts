/**
 * The lead desk at scale (issue 31, "At scale"): the indexes behind the inbox, its filters, the
 * status counts, the pipeline report and the keyset-paginated export, and the full-text index of
 * the free-text search. Appended to both stores' migration lists; never edited once released.
 *
 * The btree indexes are partial (`WHERE spam_reason IS NULL`, the inbox; the spam folder is a
 * tenth of the table and has its own): every desk query of the inbox has that condition, so both
 * databases use them, and they stay smaller than full ones. Each ends with `spam_reason` (always
 * NULL in it): SQLite reads a query from an index alone only when the index holds every column
 * the query names, its partial condition's included.
 *
 * - `leads_inbox (received_at, id, status, source)`: the newest-first page and the export's
 *   keyset (`received_at, id` descending), and, covering, the report (counts by status × source
 *   over a date range).
 * - `leads_inbox_status (status, received_at, id)`: a status filter's page.
 * - `leads_inbox_counts (status)`: the counts per status of the unfiltered inbox (every list
 *   call), read from this narrow index alone: a fifth of the bytes of the wider ones.
 * - `leads_inbox_source (source, received_at, status)`: a source filter with a date range, and
 *   its counts per status, read from the index alone.
 * - `leads_spam_folder (received_at, id)`: the spam folder's page and export.
 */
const BTREE_INDEXES = `
  CREATE INDEX leads_inbox ON leads (received_at, id, status, source, spam_reason)
    WHERE spam_reason IS NULL;
  CREATE INDEX leads_inbox_status ON leads (status, received_at, id, spam_reason)
    WHERE spam_reason IS NULL;
  CREATE INDEX leads_inbox_source ON leads (source, received_at, status, spam_reason)
    WHERE spam_reason IS NULL;
  CREATE INDEX leads_inbox_counts ON leads (status, spam_reason) WHERE spam_reason IS NULL;
  CREATE INDEX leads_spam_folder ON leads (received_at, id) WHERE spam_reason IS NOT NULL;
`;

/** The SQLite full-text index of the leads (an FTS5 table) and the tables FTS5 keeps for it. */
export const SQLITE_SEARCH_TABLE = "leads_search";

/** The text columns the desk's free-text search reads, in both stores. */
export const SEARCHED_COLUMNS = ["first_name", "last_name", "email", "company", "message"] as const;

const columnList = SEARCHED_COLUMNS.join(", ");
const valuesOf = (row: "new" | "old") => SEARCHED_COLUMNS.map((c) => `${row}.${c}`).join(", ");

/**
 * SQLite: an FTS5 index over the lead's text columns with `leads` as its external content (the
 * text is stored once, in `leads`; the index holds the tokens). Words are split at every
 * character that is not a letter, digit, mark or private-use character (`unicode61`, diacritics
 * kept, as PostgreSQL's `simple` configuration keeps them), case-folded; prefixes of two and
 * three characters are indexed for fast prefix search. Triggers keep the index in step with
 * every insert, update and delete of a lead (an erasure, the purge, a spam deletion), and
 * `secure-delete` makes a delete remove the lead's tokens from the index itself, not only mark
 * them deleted (https://sqlite.org/fts5.html#the_secure_delete_configuration_option).
 */
export const SQLITE_DESK_SEARCH_MIGRATION = `
  ${BTREE_INDEXES}
  CREATE VIRTUAL TABLE ${SQLITE_SEARCH_TABLE} USING fts5(
    ${columnList},
    content = 'leads',
    tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'",
    prefix = '2 3'
  );
  INSERT INTO ${SQLITE_SEARCH_TABLE} (${SQLITE_SEARCH_TABLE}, rank) VALUES ('secure-delete', 1);
  INSERT INTO ${SQLITE_SEARCH_TABLE} (${SQLITE_SEARCH_TABLE}) VALUES ('rebuild');
  CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
    INSERT INTO ${SQLITE_SEARCH_TABLE} (rowid, ${columnList}) VALUES (new.rowid, ${valuesOf("new")});
  END;
  CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
    INSERT INTO ${SQLITE_SEARCH_TABLE} (${SQLITE_SEARCH_TABLE}, rowid, ${columnList})
      VALUES ('delete', old.rowid, ${valuesOf("old")});
  END;
  CREATE TRIGGER leads_search_update AFTER UPDATE OF ${columnList} ON leads BEGIN
    INSERT INTO ${SQLITE_SEARCH_TABLE} (${SQLITE_SEARCH_TABLE}, rowid, ${columnList})
      VALUES ('delete', old.rowid, ${valuesOf("old")});
    INSERT INTO ${SQLITE_SEARCH_TABLE} (rowid, ${columnList}) VALUES (new.rowid, ${valuesOf("new")});
  END;
`;

// ASCII punctuation becomes a space before PostgreSQL's parser sees the text, so it splits words
// where SQLite's unicode61 does (an e-mail address is its words, not one `email` token). `?` is
// left out: the statement layer numbers `?` placeholders (the parser treats `?` as a space).
const PUNCTUATION = `!"#$%&''()*+,-./:;<=>@[\\]^_\`{|}~`;

/**
 * The text PostgreSQL's full-text index holds for a lead: its searched columns as one
 * `tsvector` (the `simple` configuration: lower-cased words, no stemming, no stop words). The
 * desk's search repeats this expression exactly, so PostgreSQL uses the index.
 */
export const POSTGRES_SEARCH_VECTOR = `to_tsvector('simple'::regconfig, translate(${SEARCHED_COLUMNS.join(" || ' ' || ")}, '${PUNCTUATION}', '${" ".repeat(PUNCTUATION.replace("''", "'").length)}'))`;

/**
 * PostgreSQL: the same btree indexes and a GIN index over {@link POSTGRES_SEARCH_VECTOR}. The
 * index is an expression of the row, so every insert, update and delete keeps it in step; a
 * deleted (erased) lead's entries go with the row's (VACUUM reclaims both).
 */
export const POSTGRES_DESK_SEARCH_MIGRATION = `
  ${BTREE_INDEXES}
  CREATE INDEX leads_search ON leads USING GIN ((${POSTGRES_SEARCH_VECTOR}));
`;
