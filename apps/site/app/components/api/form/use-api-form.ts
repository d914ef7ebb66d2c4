import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import type { TranslateFunction } from "@vantreo/i18n/react";
import { ApiError } from "../api-error";

/**
 * A value, or a promise of it from code loaded when the form is first sent (the data room's access
 * forms load their checks and messages with their API client).
 */
export type MaybePromise<T> = T | Promise<T>;

/** How a staff or data-room form reads, checks and sends its values. */
export interface ApiFormOptions<V, R> {
  /** The namespace of the form's messages (its `errors.*` and field keys). */
  namespace: string;
  /** The values from the form's controls. */
  read(data: FormData): V;
  /** Translation keys of the problems found before sending, by field; {} when none. */
  validate(values: V): MaybePromise<Record<string, string>>;
  submit(values: V): Promise<R>;
  /** The message of a failed call in the visitor's language (`t` bound to `namespace`). */
  errorText(t: TranslateFunction, error: unknown): MaybePromise<string>;
  /** Translation keys of the API's field codes, by field. */
  fieldErrorKeys(fields: Readonly<Record<string, string>>): MaybePromise<Record<string, string>>;
  /** After a successful submission; `form` may be reset here (never on failure). */
  onSuccess?(result: R, form: HTMLFormElement): void;
}

/** The state and handler a form renders from. */
export interface ApiFormState {
  pending: boolean;
  /** The form-level message in the visitor's language, after a failed attempt. */
  message: string | null;
  /** Translation keys of field errors, by field name. */
  fieldErrors: Record<string, string>;
  alertRef: RefObject<HTMLDivElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Submission for the forms that call the lead API: checks the values, sends them, and on failure
 * keeps every typed value (the controls are uncontrolled and never reset), maps the API's error
 * code and field codes to translated messages, and moves focus to the summary so it is read at
 * once (WCAG 3.3.1).
 */
export function useApiForm<V, R>(options: ApiFormOptions<V, R>): ApiFormState {
  const { t } = useTranslation(options.namespace);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{
    message: string;
    fieldErrors: Record<string, string>;
    attempt: number;
  } | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const fail = (message: string, fieldErrors: Record<string, string>) =>
    setFailure((previous) => ({ message, fieldErrors, attempt: (previous?.attempt ?? 0) + 1 }));

  // A failed check, load or call: its message and the fields' keys, then the summary.
  const describe = (error: unknown) => {
    const fields = error instanceof ApiError ? options.fieldErrorKeys(error.fields) : {};
    void Promise.all([options.errorText(t, error), fields]).then(
      ([message, keys]) => {
        setPending(false);
        fail(message, keys);
      },
      () => {
        setPending(false);
        fail(t("errors.unknown"), {});
      },
    );
  };

  const send = (values: V, form: HTMLFormElement, problems: Record<string, string>) => {
    if (Object.keys(problems).length > 0) {
      setPending(false);
      fail(t("errors.invalid_request"), problems);
      return;
    }
    setPending(true);
    options.submit(values).then((result) => {
      setPending(false);
      setFailure(null);
      options.onSuccess?.(result, form);
    }, describe);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = options.read(new FormData(form));
    const problems = options.validate(values);
    if (!(problems instanceof Promise)) {
      send(values, form, problems);
      return;
    }
    // Checks that arrive with their chunk: the form is busy from the click on.
    setPending(true);
    problems.then((found) => send(values, form, found), describe);
  };

  return {
    pending,
    message: failure?.message ?? null,
    fieldErrors: failure?.fieldErrors ?? {},
    alertRef,
    onSubmit,
  };
}
