import type * as React from "react";
import { cn } from "../lib/cn";
import { useField } from "./field";

/**
 * The validation message under a control, in the destructive colour. Inside a Field it shows the
 * Field's `error` with the id the control's `aria-describedby` points at; children override the
 * text. It renders nothing without a message. No live region: the message is read with the field
 * when focus moves there, and announcing every field at once on submit would drown the reader.
 */
function FieldError({ className, children, id, ...props }: React.ComponentProps<"p">) {
  const field = useField();
  const message = children ?? field?.error;
  if (!message) return null;
  return (
    <p
      data-slot="field-error"
      id={id ?? field?.errorId}
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {message}
    </p>
  );
}

export { FieldError };
