import * as React from "react";
import { cn } from "../lib/cn";

type FieldContextValue = { controlId: string; errorId: string; error: string | undefined };

const FieldContext = React.createContext<FieldContextValue | null>(null);

/** Props of Field: a <div>'s, plus the error and the control's id. */
type FieldProps = React.ComponentProps<"div"> & {
  /** The field's validation message; when set the control is marked invalid and described by it. */
  error?: string | undefined;
  /** The control's id; generated when omitted. */
  controlId?: string;
};

/**
 * Groups a Label, one control (Input, Textarea or Checkbox) and its FieldError, and wires them:
 * the label names the control, and an error marks it `aria-invalid` and becomes its description
 * (WCAG 3.3.1 error identification), so screen readers read the message with the field.
 */
function Field({ error, controlId, className, ...props }: FieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `field-${generatedId}`;
  const value = React.useMemo(
    () => ({ controlId: id, errorId: `${id}-error`, error: error || undefined }),
    [id, error],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={value.error ? "true" : undefined}
        className={cn("flex flex-col gap-2", className)}
        {...props}
      />
    </FieldContext.Provider>
  );
}

/** The Field around a component, if any. */
function useField(): FieldContextValue | null {
  return React.useContext(FieldContext);
}

type ControlAria = {
  id?: string | undefined;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-describedby"?: string | undefined;
};

/** The id and ARIA a control takes from its Field; the control's own props win. */
function useFieldControlProps(props: ControlAria): ControlAria {
  const field = useField();
  if (!field) {
    return {
      id: props.id,
      "aria-invalid": props["aria-invalid"],
      "aria-describedby": props["aria-describedby"],
    };
  }
  const describedBy = [props["aria-describedby"], field.error ? field.errorId : undefined]
    .filter(Boolean)
    .join(" ");
  return {
    id: props.id ?? field.controlId,
    "aria-invalid": props["aria-invalid"] ?? (field.error ? true : undefined),
    "aria-describedby": describedBy || undefined,
  };
}

export { Field, useField, useFieldControlProps, type FieldProps };
