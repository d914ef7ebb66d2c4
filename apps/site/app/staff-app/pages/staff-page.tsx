import { StaffManagement } from "../../components/desk/staff/staff-management";
import { RoutingRules } from "../../components/desk/routing/routing-rules";
import { AlertRules } from "../../components/desk/alerts/alert-rules";
import { SectionPage } from "../staff-pages";

/** The app's "staff" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="staff" titleKey="nav.staff">
      {(session) => (
        <div className="space-y-10">
          <StaffManagement session={session} />
          {/* The lead routing rules: owners only, like the staff accounts (issue #32). */}
          <RoutingRules session={session} />
          {/* Slack and Teams alerts: owners only, their webhook URLs are the firm's credentials. */}
          <AlertRules session={session} />
        </div>
      )}
    </SectionPage>
  );
}
