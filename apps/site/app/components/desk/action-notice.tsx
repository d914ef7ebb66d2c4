/** The outcome of an action: a polite status, or an alert for a failure. */
export interface Notice {
  kind: "status" | "alert";
  text: string;
}

/**
 * Announces the last action's outcome where it happened: a success in a `role="status"` region
 * (read when the reader is idle), a failure in a `role="alert"` one (read at once), WCAG 4.1.3.
 * Both regions are always in the page, so a screen reader already watches them when text
 * arrives; a failure carries a symbol besides its colour (WCAG 1.4.1).
 */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  const status = notice?.kind === "status" ? notice.text : null;
  const alert = notice?.kind === "alert" ? notice.text : null;
  return (
    <div>
      <div role="status">
        {status ? <p className="rounded-md border px-3 py-2">{status}</p> : null}
      </div>
      <div role="alert">
        {alert ? (
          <p className="rounded-md border border-destructive px-3 py-2 text-destructive">
            <span aria-hidden="true" className="me-2">
              ⚠
            </span>
            {alert}
          </p>
        ) : null}
      </div>
    </div>
  );
}
