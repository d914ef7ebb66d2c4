import { useEffect, useRef } from "react";

/** A refused answer: the id of its control and the message to show. */
export interface SummaryError {
  controlId: string;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  heading: string;
  errors: SummaryError[];
  /** Changes on every refused submit, so focus returns to the summary each time. */
  attempt: number;
}

/**
 * The list of refused answers above a form, focused after a refused submit so keyboard and
 * screen-reader users learn what is wrong at once; each entry links to its control (WCAG 3.3.1,
 * the error-summary pattern of the GOV.UK design system).
 */
export function ErrorSummary({ heading, errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-destructive/60 bg-destructive/10 p-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
    >
      <p className="font-semibold">{heading}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {errors.map((error) => (
          <li key={error.controlId}>
            <a
              href={`#${error.controlId}`}
              className="underline underline-offset-4"
              onClick={(event) => {
                // Focus the control itself (a plain fragment link only scrolls to it).
                event.preventDefault();
                document.getElementById(error.controlId)?.focus();
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
