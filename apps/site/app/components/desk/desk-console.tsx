import { DeskShell } from "./desk-shell";
import { LeadInbox } from "./inbox/lead-inbox";
import { LeadPage } from "./lead/lead-page";

/** The views of the desk's own pages (/desk, /desk/spam, /desk/leads/{id}). */
export type DeskView = "inbox" | "spam" | "lead";

/**
 * The browser part of the desk's pages: sign-in, then the inbox, the spam folder or one lead.
 * Default export so the island loads it with `React.lazy` after hydration.
 */
export default function DeskConsole({ page }: { page: DeskView }) {
  return (
    <DeskShell page={page === "spam" ? "spam" : "leads"}>
      {(session) =>
        page === "lead" ? (
          <LeadPage session={session} />
        ) : (
          <LeadInbox session={session} spam={page === "spam"} />
        )
      }
    </DeskShell>
  );
}
