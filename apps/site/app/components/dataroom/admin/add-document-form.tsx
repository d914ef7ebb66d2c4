import { Button } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { ApiField } from "../../api/form/api-field";
import { FormAlert } from "../../api/form/form-alert";
import { useDataroomForm } from "../form/use-dataroom-form";
import type { AdminActions } from "./use-admin-actions";
import { readDocument, validateDocument } from "./validate-document";

const FORM_ID = "dataroom-add-document";

/**
 * Adds a document to the room: address, title, description and sections written as
 * plain text (see parse-sections.ts). The lead API stores it; nothing reaches the static build.
 */
export function AddDocumentForm({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation("dataroom");
  const [added, setAdded] = useState<string | null>(null);
  const { pending, message, fieldErrors, alertRef, onSubmit } = useDataroomForm({
    read: readDocument,
    validate: validateDocument,
    submit: (input) => actions.addDocument(input).then(() => input.title),
    onSuccess: (title, element) => {
      element.reset();
      setAdded(title);
    },
  });
  const error = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);
  return (
    <section aria-labelledby={`${FORM_ID}-heading`}>
      <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold tracking-tight">
        {t("admin.documents.addHeading")}
      </h2>
      <p role="status" className="mt-2 text-sm">
        {added ? t("admin.documents.added", { title: added }) : ""}
      </p>
      <form
        id={FORM_ID}
        method="post"
        noValidate
        aria-labelledby={`${FORM_ID}-heading`}
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          setAdded(null);
          onSubmit(event);
        }}
        className="mt-4 grid gap-5 md:grid-cols-2"
      >
        {message ? (
          <div className="md:col-span-2">
            <FormAlert
              ref={alertRef}
              formId={FORM_ID}
              namespace="dataroom"
              message={message}
              fieldErrors={fieldErrors}
            />
          </div>
        ) : null}
        <ApiField
          formId={FORM_ID}
          name="slug"
          label={t("admin.documents.slugLabel")}
          help={t("admin.documents.slugHelp")}
          required
          dir="ltr"
          spellCheck={false}
          autoCapitalize="none"
          error={error("slug")}
        />
        <ApiField
          formId={FORM_ID}
          name="title"
          label={t("admin.documents.titleLabel")}
          required
          error={error("title")}
        />
        <ApiField
          formId={FORM_ID}
          name="description"
          label={t("admin.documents.descriptionLabel")}
          help={t("admin.documents.descriptionHelp")}
          required
          multiline
          rows={3}
          className="md:col-span-2"
          error={error("description")}
        />
        <ApiField
          formId={FORM_ID}
          name="sections"
          label={t("admin.documents.sectionsLabel")}
          help={t("admin.documents.sectionsHelp")}
          required
          multiline
          rows={10}
          className="md:col-span-2"
          error={error("sections")}
        />
        <div className="md:col-span-2">
          <Button type="submit" loading={pending}>
            {pending ? t("admin.documents.submitting") : t("admin.documents.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
