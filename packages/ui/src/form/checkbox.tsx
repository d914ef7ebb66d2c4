import type * as React from "react";
import { cn } from "../lib/cn";
import { CheckIcon } from "../icons/icons";
import { useFieldControlProps } from "./field";

/** Props of Checkbox: a native checkbox's, plus `onCheckedChange` with the new state. */
type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox (the lead form's marketing consent, spec section 5). It is a native
 * `<input type="checkbox">` drawn with CSS: it submits with its form and toggles with Space or a
 * click on its label before any JavaScript runs, and it costs no script.
 * `className` styles the wrapper (margins, placement); the box itself keeps the design.
 */
function Checkbox({ className, onCheckedChange, onChange, ...props }: CheckboxProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <span
      data-slot="checkbox"
      className={cn("relative inline-grid size-5 shrink-0 place-items-center", className)}
    >
      <input
        type="checkbox"
        className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded-[4px] border border-input shadow-xs transition-shadow outline-none checked:border-primary checked:bg-primary focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 dark:bg-input/30 dark:checked:bg-primary"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
        {...fieldProps}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}

export { Checkbox, type CheckboxProps };
