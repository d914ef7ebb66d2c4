import type { Ref } from "react";
import { useTranslation } from "@vantreo/i18n/react";

type LeadFormStatusProps = {
  success: boolean;
  submitting: boolean;
  /** The thank-you's heading; null for none. */
  title: string | null;
  text: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The form's live region (role="status"), present from the first render so assistive
 * technology announces its changes: 'Submitting...' while sending (read only), then the
 * thank-you, shown in place of the form for 3 s (spec sections 4 and 9). It takes focus on
 * success, since the button that had it disappears with the form.
 */
export function LeadFormStatus({ success, submitting, title, text, ref }: LeadFormStatusProps) {
  const { t } = useTranslation("leads");
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className={success ? "rounded-md border bg-muted/40 p-6 outline-none" : "sr-only"}
    >
      {success ? (
        <>
          {title !== null ? <p className="text-lg font-semibold">{title}</p> : null}
          <p className="mt-1 text-muted-foreground">{text}</p>
        </>
      ) : submitting ? (
        t("submitting")
      ) : null}
    </div>
  );
}
