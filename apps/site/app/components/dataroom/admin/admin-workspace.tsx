import { Button } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import type { AdminSession } from "@vantreo/contracts/core";
import { AddDocumentForm } from "./add-document-form";
import { AuditTable } from "./audit-table";
import { DocumentsTable } from "./documents-table";
import { IssuedCodePanel, type IssuedCodeView } from "./issued-code-panel";
import { RequestsTable } from "./requests-table";
import { useAdminActions } from "./use-admin-actions";

/**
 * The signed-in administration: the code just issued, the requests, the documents
 * with the form to add one, and the access log.
 */
export function AdminWorkspace({ session }: { session: AdminSession }) {
  const { t } = useTranslation("dataroom");
  const actions = useAdminActions(session);
  const [issued, setIssued] = useState<IssuedCodeView | null>(null);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-12">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-muted/40 p-4">
        <p className="text-sm font-semibold">
          {t("admin.signedInAs", { username: session.username })}
        </p>
        <Button
          variant="outline"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            // Signing out always ends here: a failed call still forgets the session locally.
            void actions.signOut().catch(() => setLeaving(false));
          }}
        >
          {t("admin.signOut")}
        </Button>
      </div>
      {issued ? (
        <IssuedCodePanel key={issued.code} issued={issued} onDismiss={() => setIssued(null)} />
      ) : null}
      <RequestsTable
        actions={actions}
        onIssued={(request, code) => setIssued({ email: request.email, ...code })}
      />
      <DocumentsTable />
      <AddDocumentForm actions={actions} />
      <AuditTable />
    </div>
  );
}
