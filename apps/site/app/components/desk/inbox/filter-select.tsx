import { Field, Label } from "@vantreo/ui";

/** One choice of a filter menu. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Props of one of the inbox's filter menus. */
export interface FilterSelectProps {
  name: string;
  label: string;
  /** The value in the URL ("" for any). */
  value: string | undefined;
  /** The "any" choice's text. */
  anyLabel: string;
  options: readonly FilterOption[];
}

/** A labelled native menu of the filter form (uncontrolled: the URL is the state). */
export function FilterSelect({ name, label, value, anyLabel, options }: FilterSelectProps) {
  const id = `desk-filter-${name}`;
  return (
    <Field controlId={id} className="gap-1">
      <Label>{label}</Label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className="h-9 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 md:text-sm"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
