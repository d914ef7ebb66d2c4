import type { ReactNode } from "react";
import { QueryState } from "../api/query-state";
import { deskErrorText } from "./desk-error-text";
import { DeskNav } from "./desk-nav";
import { DeskNoAccess } from "./desk-no-access";
import { DeskQueryProvider } from "./desk-query-provider";
import { canOpen, type DeskPage } from "./desk-roles";
import { DeskSignIn } from "./desk-sign-in";
import type { StaffSession } from "@vantreo/contracts/core";
import { useStaffSession } from "./use-staff-session";

/** Props of a desk page's browser part. */
export interface DeskShellProps {
  /** The navigation entry this page belongs to (decides who may see it). */
  page: DeskPage;
  /** The page's content for a signed-in staff member whose roles open it. */
  children(session: StaffSession): ReactNode;
}

function Gate({ page, children }: DeskShellProps) {
  const { query, session, ended, signedIn, signOut } = useStaffSession();
  return (
    <QueryState query={query} empty={false} emptyText="" namespace="desk" errorText={deskErrorText}>
      {session ? (
        <div className="space-y-8">
          <DeskNav session={session} current={page} onSignOut={signOut} />
          {canOpen(page, session.staff.roles) ? (
            children(session)
          ) : (
            <DeskNoAccess roles={session.staff.roles} />
          )}
        </div>
      ) : (
        <DeskSignIn ended={ended} onSignedIn={signedIn} />
      )}
    </QueryState>
  );
}

/**
 * The frame of every desk page: sign-in until there is a session (a reload keeps it: the lead
 * API answers it from the cookie), then the navigation and the page's content, or a clear
 * "your role cannot see this" for a role the page is not for. A session that ends meanwhile
 * brings the sign-in back with a message.
 */
export function DeskShell(props: DeskShellProps) {
  return (
    <DeskQueryProvider>
      <Gate {...props} />
    </DeskQueryProvider>
  );
}
