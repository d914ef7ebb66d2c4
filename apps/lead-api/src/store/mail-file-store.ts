import { exportMailFilesOf } from "../mail/mail-file-export";
import { eraseMailFilesOf, purgeMailFiles } from "../mail/mail-files";
import type { LeadStore } from "./lead-store";

/**
 * The store with the mail relay's `.eml` files (written to `<dataDir>/mail/` when no SMTP URL is
 * set) under the same export, erasure and retention as the rows they were written from: an
 * export adds every file naming the person as its `mails` section, an erasure deletes those
 * files, a purge every file older than the records' cutoff. Erasure and purge report the count
 * as `mailFiles`.
 */
export function withMailFiles(store: LeadStore, dataDir: string): LeadStore {
  return {
    ...store,
    async exportSubject(email) {
      const data = await store.exportSubject(email);
      return { ...data, mails: await exportMailFilesOf(dataDir, email) };
    },
    async eraseSubject(email, at) {
      const erased = await store.eraseSubject(email, at);
      return { ...erased, mailFiles: await eraseMailFilesOf(dataDir, email) };
    },
    async purge(cutoffs) {
      const purged = await store.purge(cutoffs);
      return { ...purged, mailFiles: purgeMailFiles(dataDir, cutoffs.inquiries) };
    },
  };
}
