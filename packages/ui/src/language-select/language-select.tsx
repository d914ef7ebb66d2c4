import * as React from "react";
import { cn } from "../lib/cn";
import { ChevronDownIcon, GlobeIcon } from "../icons/icons";
import type { LinkComponent } from "../lib/link-component";

/** One language the page exists in, and the address of this page in it. */
export type LanguageOption = {
  /** BCP 47 code, e.g. "en", "de", "ar"; set as the link's lang and hreflang. */
  locale: string;
  /** The language's name in itself, e.g. "English", "Deutsch", "العربية"; shown, marked with `lang`. */
  label: string;
  /**
   * The language's name in the page's language ("Arabic" on an English page), read by screen
   * readers after the label where it differs, so "العربية (Arabic)" is understood (WCAG 3.1.2).
   */
  name?: string;
  /** This page in that language, query string kept (the i18n package's switchLocale). */
  href: string;
};

/** Props of LanguageSelect. */
type LanguageSelectProps = Omit<
  React.ComponentProps<"details">,
  "children" | "onToggle" | "open"
> & {
  options: readonly LanguageOption[];
  /** The locale of the page being shown. */
  current: string;
  /** The control's accessible name, translatable. */
  label?: string;
  linkComponent?: LinkComponent;
  /** Start open (the disclosure then manages itself). */
  defaultOpen?: boolean;
};

/**
 * The language selector (spec section 2). It is a <details> disclosure of plain links, so it
 * opens and navigates before, or without, JavaScript; with JavaScript, Escape and a click
 * outside close it and choosing a language closes it.
 */
function LanguageSelect({
  options,
  current,
  label = "Language",
  linkComponent: Link = "a",
  defaultOpen = false,
  className,
  ...props
}: LanguageSelectProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const detailsRef = React.useRef<HTMLDetailsElement>(null);
  const currentOption = options.find((option) => option.locale === current);

  React.useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    detailsRef.current?.querySelector("summary")?.focus();
  }

  return (
    <details
      ref={detailsRef}
      data-slot="language-select"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      className={cn("group relative", className)}
      {...props}
    >
      <summary
        data-slot="language-select-trigger"
        className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium outline-none select-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon className="size-4" />
        <span className="sr-only">{`${label}: `}</span>
        <span lang={currentOption?.locale}>{currentOption?.label ?? current}</span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        data-slot="language-select-list"
        className="absolute end-0 top-full z-50 mt-2 flex min-w-40 flex-col rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {options.map((option) => {
          const isCurrent = option.locale === current;
          return (
            <li key={option.locale} onClick={() => setOpen(false)}>
              <Link
                href={option.href}
                hrefLang={option.locale}
                aria-current={isCurrent ? "true" : undefined}
                className={cn(
                  "flex rounded-sm px-3 py-2 text-sm outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60",
                  isCurrent && "font-semibold text-primary",
                )}
              >
                <span lang={option.locale}>{option.label}</span>
                {option.name && option.name !== option.label ? (
                  <>
                    {" "}
                    <span className="sr-only">{`(${option.name})`}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

export { LanguageSelect, type LanguageSelectProps };
