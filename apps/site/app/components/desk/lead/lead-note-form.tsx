import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useState } from "react";
import { ApiField } from "../../api/form/api-field";
import type { LeadAction } from "./use-lead-actions";

/** The most a note may hold (the lead API's NOTE_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 2000;

/**
 * A note for the lead's history. Uncontrolled and never re-created by a reload, so what was typed
 * survives a version conflict; it empties only once the note is saved.
 */
export function LeadNoteForm({
  pending,
  act,
}: {
  pending: boolean;
  act(action: LeadAction): Promise<boolean>;
}) {
  const { t } = useTranslation("desk");
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <section aria-labelledby="desk-lead-note" className="rounded-lg border p-4">
      <h3 id="desk-lead-note" className="text-lg font-semibold">
        {t("lead.notes.heading")}
      </h3>
      <form
        className="mt-3 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const text = String(new FormData(form).get("text") ?? "").trim();
          const problem =
            text === ""
              ? "fields.noteRequired"
              : text.length > NOTE_MAX_LENGTH
                ? "fields.noteTooLong"
                : null;
          setError(problem ? t(problem) : undefined);
          if (problem) {
            form.querySelector("textarea")?.focus();
            return;
          }
          void act({ kind: "note", text }).then((saved) => {
            if (saved) form.reset();
          });
        }}
      >
        <ApiField
          formId="desk-lead-note"
          name="text"
          label={t("lead.notes.label")}
          help={t("lead.notes.hint")}
          multiline
          rows={4}
          dir="auto"
          required
          error={error}
        />
        <Button type="submit" loading={pending}>
          {t("lead.notes.save")}
        </Button>
      </form>
    </section>
  );
}
