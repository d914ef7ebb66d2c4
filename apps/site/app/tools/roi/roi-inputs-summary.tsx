import { ROI_FIELD_COPY } from "./roi-copy";
import type { RoiFormat } from "./roi-format";
import { ROI_FIELDS, type RoiField, type RoiInputs } from "./roi-inputs";
import { useRoiFieldLabel } from "./use-roi-field-label";

const MONEY_FIELDS = new Set<RoiField>(["hourlyCost", "implementationCost", "annualRunningCost"]);

/**
 * The inputs behind an estimate, printed with it (the form itself does not print), so a printed
 * or saved PDF says what it was calculated from.
 */
export function RoiInputsSummary({ inputs, format }: { inputs: RoiInputs; format: RoiFormat }) {
  const label = useRoiFieldLabel();
  const value = (field: RoiField) => {
    const unit = ROI_FIELD_COPY[field].unit;
    return MONEY_FIELDS.has(field)
      ? `${format.amount(inputs[field])} ${unit}`
      : `${format.decimal(inputs[field])} ${unit}`;
  };
  return (
    <dl className="hidden grid-cols-2 gap-x-8 text-sm print:grid">
      {ROI_FIELDS.map((field) => (
        <div key={field} className="flex justify-between gap-4 border-b py-1 break-inside-avoid">
          <dt>{label(field)}</dt>
          <dd className="text-end tabular-nums">{value(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
