import { useId } from "react";

/** Props of {@link PreferenceToggle}. */
export type PreferenceToggleProps = {
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** Shown beside the title (e.g. "Always on") and read with the switch. */
  note?: string;
  onChange?(checked: boolean): void;
};

/**
 * One consent category as an on/off switch: a native checkbox with the switch role (WAI-ARIA
 * APG, switch pattern), named by its title and described by its explanation, so it works with
 * the keyboard (Space) and is announced as "on" or "off".
 */
export function PreferenceToggle(props: PreferenceToggleProps) {
  const { title, description, checked, disabled = false, note, onChange } = props;
  const id = useId();
  return (
    <div className="flex items-start gap-4 border-b py-5 last:border-b-0">
      <div className="flex-1">
        <label htmlFor={id} className="font-semibold">
          {title}
        </label>
        {note ? (
          <span id={`${id}-note`} className="ms-2 text-xs text-muted-foreground">
            ({note})
          </span>
        ) : null}
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={note ? `${id}-note ${id}-description` : `${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
