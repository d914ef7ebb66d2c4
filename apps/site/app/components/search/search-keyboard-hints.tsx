import { useTranslation } from "@vantreo/i18n/react";

const keyClass = "rounded border bg-muted px-1.5 py-0.5 font-mono text-[0.625rem]";

/**
 * The dialog's footer: which keys move, select and close. Hidden from screen readers, which
 * announce the combobox and listbox roles cmdk sets and know those keys already.
 */
export function SearchKeyboardHints() {
  const { t } = useTranslation("search");
  return (
    <div
      aria-hidden="true"
      className="hidden items-center gap-4 border-t px-4 py-2 text-xs text-muted-foreground sm:flex"
    >
      <span className="flex items-center gap-1.5">
        <kbd className={keyClass}>↑↓</kbd>
        {t("keyboard.navigate")}
      </span>
      <span className="flex items-center gap-1.5">
        <kbd className={keyClass}>↵</kbd>
        {t("keyboard.select")}
      </span>
      <span className="flex items-center gap-1.5">
        <kbd className={keyClass}>Esc</kbd>
        {t("keyboard.close")}
      </span>
    </div>
  );
}
