import type { DataRightsPageCopy } from "../../copy/data-rights-page";
import type { MetadataValue } from "./form-signals";
import { LeadForm } from "./lead-form";
import type { LeadFormField } from "./read-form-values";

const DATA_RIGHTS_FIELDS: readonly LeadFormField[] = ["name", "email", "message"];
const FORM_ID = "data-rights-form";

/** The chosen request type, sent as `metadata.request_type`. */
function readRequestType(form: HTMLFormElement): Record<string, MetadataValue> {
  const value = new FormData(form).get("request_type");
  return typeof value === "string" && value !== "" ? { request_type: value } : {};
}

function RequestTypeField({ copy }: { copy: DataRightsPageCopy["form"] }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">
        {copy.requestTypeLegend}{" "}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      {copy.requestTypes.map((type, index) => {
        const id = `${FORM_ID}-request-${type.value}`;
        return (
          <label
            key={type.value}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              id={id}
              type="radio"
              name="request_type"
              value={type.value}
              // A request always has a type; access is the most common and the least harmful.
              defaultChecked={index === 0}
              aria-describedby={`${id}-description`}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block font-medium">{type.label}</span>
              <span id={`${id}-description`} className="block text-muted-foreground">
                {type.description}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The /data-rights request form: name, e-mail, request type and details, sent to the lead API
 * as leadType data-rights (stored there as a data-subject request, never forwarded to the CRM).
 * No marketing-consent checkbox: a legal request must never depend on agreeing to marketing
 * (GDPR art. 7(4), art. 12(2)).
 */
export function DataRightsForm({
  copy,
  headingId,
}: {
  copy: DataRightsPageCopy["form"];
  headingId: string;
}) {
  return (
    <LeadForm
      id={FORM_ID}
      fields={DATA_RIGHTS_FIELDS}
      leadType="data-rights"
      source="data-rights-page"
      consent={false}
      text={{
        name: { label: copy.nameLabel },
        email: { label: copy.emailLabel, help: copy.emailHelp },
        message: {
          label: copy.detailsLabel,
          placeholder: copy.detailsPlaceholder,
          help: copy.detailsHelp,
        },
      }}
      extraFields={<RequestTypeField copy={copy} />}
      readMetadata={readRequestType}
      submitLabel={copy.submit}
      successTitle={copy.successTitle}
      successText={copy.success}
      labelledBy={headingId}
    />
  );
}
