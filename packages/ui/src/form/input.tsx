import type * as React from "react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "./field";

/** The look shared by the text controls (Input, Textarea), including the invalid state. */
export const textControlClasses =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm dark:bg-input/30";

/** A single-line text input; inside a Field it takes the Field's id and error wiring. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        textControlClasses,
        "h-11 py-1 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
      {...fieldProps}
    />
  );
}

export { Input };
