import { useApiForm, type ApiFormOptions, type ApiFormState } from "../../api/form/use-api-form";
import { errorText } from "../error-text";
import { fieldErrorKeys } from "../field-error-key";

/** How a data-room form reads, checks and sends its values. */
export type DataroomFormOptions<V, R> = Omit<
  ApiFormOptions<V, R>,
  "namespace" | "errorText" | "fieldErrorKeys"
>;

/** {@link useApiForm} with the data room's strings, error messages and field messages. */
export function useDataroomForm<V, R>(options: DataroomFormOptions<V, R>): ApiFormState {
  return useApiForm({ ...options, namespace: "dataroom", errorText, fieldErrorKeys });
}
