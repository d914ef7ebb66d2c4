/**
 * Drops `dataroom_admin_sessions`, the sessions of the former single data-room admin configured
 * in the environment: data-room admins sign in as staff (`staff_sessions`) and nothing reads or
 * writes the table any more. Dropping it also removes the usernames it still held, which the
 * retention purge would otherwise have had to keep covering. The same statement in both dialects;
 * appended to both stores' migration lists; never edited once released.
 */
export const DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION =
  "DROP TABLE IF EXISTS dataroom_admin_sessions;";
