import { Field, FieldError, Input, Label } from "@vantreo/ui";

interface RoiNumberFieldProps {
  id: string;
  label: string;
  /** Shown after the input and read with it: "people", "%", "USD". */
  unit: string;
  help: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * One input of the calculator: a text field with a numeric keyboard (type="number" would drop
 * "1,500" silently and spin on scroll), its unit beside it, help under it and its error, all
 * tied to the input so a screen reader reads label, unit, help and error together.
 */
export function RoiNumberField({
  id,
  label,
  unit,
  help,
  value,
  error,
  onChange,
}: RoiNumberFieldProps) {
  return (
    <Field controlId={id} error={error}>
      <Label>{label}</Label>
      <div className="flex items-stretch">
        <Input
          name={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-describedby={`${id}-unit ${id}-help`}
          onChange={(event) => onChange(event.target.value)}
          className="rounded-e-none tabular-nums"
        />
        <span
          id={`${id}-unit`}
          className="inline-flex shrink-0 items-center rounded-e-md border border-s-0 border-input bg-muted px-3 text-sm text-muted-foreground"
        >
          {unit}
        </span>
      </div>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {help}
      </p>
      <FieldError />
    </Field>
  );
}
