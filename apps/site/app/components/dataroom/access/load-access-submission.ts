import { ApiError } from "../../api/api-error";
import type { AccessSubmission } from "./access-submission";

let pending: Promise<AccessSubmission> | undefined;

/**
 * Fetches the access forms' submission code (`access-submission.ts`: checks, API client,
 * messages) when a form is first sent: the access page hydrates its forms without it, inside the
 * 100 KB initial-JavaScript budget of apps/site/README.md. It is not preloaded: it is small, and
 * the click that needs it sends a request anyway. A failed fetch is forgotten, so the next attempt
 * tries again, and reads as the network failure it is.
 */
export function loadAccessSubmission(): Promise<AccessSubmission> {
  pending ??= import("./access-submission").then(
    (module) => module.accessSubmission,
    () => {
      pending = undefined;
      throw new ApiError(0, "network");
    },
  );
  return pending;
}
