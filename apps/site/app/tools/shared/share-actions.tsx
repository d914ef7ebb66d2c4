import { Button } from "@vantreo/ui";
import { useState } from "react";
import { SHARED_COPY } from "../tool-copy";

/**
 * Print and share buttons under a result. "Copy share link" copies the page URL, which holds the
 * inputs; where the clipboard is unavailable (no permission, plain http) the link is shown in a
 * read-only field to copy by hand.
 */
export function ShareActions({ shareUrl }: { shareUrl: string | null }) {
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setState("copied");
    } catch {
      setState("manual");
    }
  };

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {SHARED_COPY.print}
        </Button>
        {shareUrl ? (
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {SHARED_COPY.copyLink}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {state === "copied" ? SHARED_COPY.linkCopied : ""}
      </p>
      {state === "manual" && shareUrl ? (
        <label className="flex flex-col gap-1 text-sm">
          {SHARED_COPY.shareLabel}
          <input
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 rounded-md border border-input bg-transparent px-3"
          />
        </label>
      ) : null}
    </div>
  );
}
