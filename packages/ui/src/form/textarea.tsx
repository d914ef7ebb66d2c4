import type * as React from "react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "./field";
import { textControlClasses } from "./input";

/** A multi-line text input (the lead form's message); grows with its content where supported. */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(textControlClasses, "field-sizing-content min-h-28 py-2", className)}
      {...props}
      {...fieldProps}
    />
  );
}

export { Textarea };
