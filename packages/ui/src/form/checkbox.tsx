import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";
import { CheckIcon } from "../lib/icons";
import { useFieldControlProps } from "./field";

/** Props of Checkbox: those of the Radix checkbox root. */
type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/**
 * A checkbox (the lead form's marketing consent, spec section 5); Space toggles it. Inside a form
 * Radix adds a hidden native input, so the value is submitted like a native checkbox's.
 */
function Checkbox({ className, ...props }: CheckboxProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer size-5 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground dark:bg-input/30",
        className,
      )}
      {...props}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="grid place-content-center text-current"
      >
        <CheckIcon className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox, type CheckboxProps };
