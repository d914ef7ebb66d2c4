import { isolateLtr, LOCALES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useAfterHydration } from "../../../islands/use-after-hydration";
import { useLocale } from "../../../navigation/use-locale";
import { ApiError } from "../../api/api-error";
import { ApiField } from "../../api/form/api-field";
import { tokenFromHash } from "../../leads/mailed-link";
import { deskErrorText } from "../desk-error-text";
import { QrCodeSvg } from "./qr-code-svg";
import { staffLinkApi } from "./staff-api";
import type { OpenedStaffLink, StaffLinkPurpose } from "@vantreo/contracts/core";
import { readCode } from "./validate-invite";

const FORM_ID = "desk-welcome";

type Field = "password" | "code";

type State =
  | { kind: "loading" }
  | { kind: "failed"; text: string }
  | { kind: "ready"; link: OpenedStaffLink }
  | { kind: "done"; purpose: StaffLinkPurpose };

/**
 * /desk/welcome: where an invitation or reset link from the mail lands (`#token=…`, kept out of
 * server logs). The person chooses their own password and/or enrols their own authenticator (the
 * QR code and the `otpauth://` link are shown to the link's holder only, and a current code
 * proves the app is set up); then they sign in. An expired, used or unknown link says so, and
 * who can send a new one.
 */
export function StaffWelcome() {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  // null while prerendered and hydrating: the fragment exists only in the browser.
  const token = useAfterHydration<string | null>(() => tokenFromHash(window.location.hash), null);
  const [answer, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    if (!token) return;
    let current = true;
    staffLinkApi
      .open(token)
      .then((link) => current && setState({ kind: "ready", link }))
      .catch(
        (error: unknown) =>
          current && setState({ kind: "failed", text: deskErrorText(deskT, error) }),
      );
    return () => {
      current = false;
    };
  }, [token, deskT]);
  // An address without `#token=…`: nothing to ask the API.
  const state: State = token === "" ? { kind: "failed", text: t("welcome.noToken") } : answer;

  if (state.kind === "loading")
    return (
      <p role="status" data-testid="welcome-state">
        {t("welcome.loading")}
      </p>
    );
  if (state.kind === "failed")
    return (
      <p
        role="alert"
        data-testid="welcome-state"
        className="rounded-md border border-destructive px-3 py-2 text-destructive"
      >
        <span aria-hidden="true" className="me-2">
          ⚠
        </span>
        {state.text}
      </p>
    );
  if (state.kind === "done")
    return (
      <div role="status" data-testid="welcome-state" className="space-y-4">
        <p className="rounded-md border px-3 py-2">{t(`welcome.done.${state.purpose}`)}</p>
        <a
          href={`${LOCALES[locale].prefix}/desk`}
          className="inline-block font-semibold underline underline-offset-4"
        >
          {t("welcome.signIn")}
        </a>
      </div>
    );
  return (
    <WelcomeForm
      link={state.link}
      token={token ?? ""}
      onDone={(purpose) => setState({ kind: "done", purpose })}
      onLinkFailed={(text) => setState({ kind: "failed", text })}
    />
  );
}

function WelcomeForm({
  link,
  token,
  onDone,
  onLinkFailed,
}: {
  link: OpenedStaffLink;
  token: string;
  onDone(purpose: StaffLinkPurpose): void;
  onLinkFailed(text: string): void;
}) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Field[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const needsPassword = link.purpose !== "totp";
  const uri = link.enrolmentUri;
  const count = link.minPasswordLength;

  const mark = (fields: Field[]) => {
    setErrors(fields);
    const first = fields[0];
    if (first) form.current?.querySelector<HTMLElement>(`#${FORM_ID}-${first}`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const code = readCode(data.get("code"));
    const wrong: Field[] = [];
    if (needsPassword && password.length < count) wrong.push("password");
    if (uri && code === null) wrong.push("code");
    if (wrong.length > 0) return mark(wrong);
    setErrors([]);
    setSending(true);
    staffLinkApi
      .accept(token, needsPassword ? password : undefined, uri ? (code ?? "") : undefined)
      .then(() => onDone(link.purpose))
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : "";
        if (code === "invalid_code") mark(["code"]);
        else if (code === "invalid_request") mark(["password"]);
        else if (code.startsWith("link_")) onLinkFailed(deskErrorText(deskT, error));
        else setFailure(deskErrorText(deskT, error));
      })
      .finally(() => setSending(false));
  };

  const error = (field: Field) =>
    errors.includes(field) ? t(`welcome.fields.${field}`, { count }) : undefined;
  return (
    <form
      ref={form}
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="max-w-xl space-y-5 rounded-lg border p-4"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {t(`welcome.heading.${link.purpose}`, { name: link.name })}
        </h2>
        <p className="text-muted-foreground">
          {t("welcome.account", { email: isolateLtr(link.email) })}
        </p>
      </div>
      {needsPassword ? (
        <ApiField
          formId={FORM_ID}
          name="password"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          label={t("welcome.password")}
          help={t("welcome.passwordHint", { count })}
          error={error("password")}
          required
        />
      ) : null}
      {uri ? (
        <div className="space-y-3">
          <p>{t("welcome.qrIntro")}</p>
          <QrCodeSvg text={uri} label={t("staff.enrollment.qrLabel")} />
          <div className="space-y-1">
            <p>{t("staff.enrollment.uriLabel")}</p>
            <code
              dir="ltr"
              data-testid="enrolment-uri"
              className="block rounded-md bg-muted p-2 text-sm break-all"
            >
              {uri}
            </code>
          </div>
          <ApiField
            formId={FORM_ID}
            name="code"
            label={t("welcome.code")}
            help={t("welcome.codeHint")}
            error={error("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            required
            controlClassName="font-mono tracking-widest"
          />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-destructive">
          <span aria-hidden="true" className="me-2">
            ⚠
          </span>
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={sending} disabled={sending}>
        {sending ? t("welcome.submitting") : t("welcome.submit")}
      </Button>
    </form>
  );
}
