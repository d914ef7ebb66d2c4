import { useApiForm, type ApiFormState } from "../../api/form/use-api-form";
import type { AccessSubmission } from "./access-submission";
import { loadAccessSubmission } from "./load-access-submission";

/** How an access form reads, checks and sends its values, with the submission code at hand. */
export interface AccessFormOptions<V, R> {
  read(data: FormData): V;
  validate(values: V, submission: AccessSubmission): Record<string, string>;
  submit(values: V, submission: AccessSubmission): Promise<R>;
  onSuccess?(result: R, form: HTMLFormElement, submission: AccessSubmission): void;
}

/**
 * `useApiForm` for the access forms, with the data room's messages, and everything after the
 * click (checks, API client, messages) from the chunk {@link loadAccessSubmission} fetches. When
 * that chunk cannot be fetched, the visitor reads the data room's network message.
 */
export function useAccessForm<V, R>(options: AccessFormOptions<V, R>): ApiFormState {
  return useApiForm<V, R>({
    namespace: "dataroom",
    read: options.read,
    validate: (values) => loadAccessSubmission().then((kit) => options.validate(values, kit)),
    submit: (values) => loadAccessSubmission().then((kit) => options.submit(values, kit)),
    errorText: (t, error) =>
      loadAccessSubmission().then(
        (kit) => kit.errorText(t, error),
        () => t("errors.network"),
      ),
    fieldErrorKeys: (fields) =>
      loadAccessSubmission().then(
        (kit) => kit.fieldErrorKeys(fields),
        () => ({}),
      ),
    onSuccess: (result, form) => {
      // The submit above went through the loader: the chunk is here, this resolves at once.
      void loadAccessSubmission().then((kit) => options.onSuccess?.(result, form, kit));
    },
  });
}
