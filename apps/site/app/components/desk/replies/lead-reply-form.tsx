import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadDetail, StaffSession } from "@vantreo/contracts/core";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS, DESK_QUERY_OPTIONS } from "../desk-query-client";
import { REPLY_QUERY_KEYS, repliesApi } from "./replies-api";

const LANGUAGES = LOCALE_CODES;
type Language = Locale;

const languageOf = (value: string | null): Language => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * Writing to the lead from its page: a template in the lead's language (or another), filled with
 * the lead's and the writer's names, edited freely, sent through the mail outbox with the
 * signature shown here. The text stays in the form until the reply was sent.
 */
export function LeadReplyForm({ detail, session }: { detail: LeadDetail; session: StaffSession }) {
  const { t } = useTranslation("desk");
  const { lead } = detail;
  const ids = useId();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(languageOf(lead.locale));
  const [template, setTemplate] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [message, setMessage] = useState<{ failed: boolean; text: string } | null>(null);
  const templates = useQuery({
    queryKey: REPLY_QUERY_KEYS.templates,
    queryFn: ({ signal }) => repliesApi.templates(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const draft = useQuery({
    queryKey: ["desk", "leads", "reply-draft", lead.id, template, language],
    queryFn: () => repliesApi.draft(lead.id, template === "" ? null : template, language),
    ...DESK_QUERY_OPTIONS,
  });
  const send = useMutation({
    mutationFn: () =>
      repliesApi.send(session.csrfToken, lead.id, {
        subject,
        body,
        locale: language,
        ...(template ? { templateId: template } : {}),
      }),
    onSuccess: async () => {
      setSubject("");
      setBody("");
      setMessage({ failed: false, text: t("lead.reply.sent") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.lead(lead.id) }),
        queryClient.invalidateQueries({ queryKey: REPLY_QUERY_KEYS.contact(lead.id) }),
        queryClient.invalidateQueries({ queryKey: ["desk", "leads", "reply-draft", lead.id] }),
      ]);
    },
    onError: (error) => setMessage({ failed: true, text: deskErrorText(t, error) }),
  });
  const choices = (templates.data?.templates ?? []).filter((item) => item.locale === language);
  const field = "mt-1 block w-full rounded-md border bg-background px-3 py-2";
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border p-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        {t("lead.reply.heading")}
      </h3>
      <form
        className="mt-3 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (subject.trim() === "" || body.trim() === "") {
            setMessage({ failed: true, text: t("lead.reply.required") });
            return;
          }
          send.mutate();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block">
            {t("lead.reply.language")}
            <select
              className={field}
              value={language}
              onChange={(event) => setLanguage(languageOf(event.target.value))}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`locale.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block sm:col-span-2">
            {t("lead.reply.template")}
            <select
              className={field}
              value={template}
              onChange={(event) => setTemplate(event.target.value)}
            >
              <option value="">{t("lead.reply.noTemplate")}</option>
              {choices.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!draft.data || template === ""}
          onClick={() => {
            if (!draft.data) return;
            setSubject(draft.data.subject);
            setBody(draft.data.body);
          }}
        >
          {t("lead.reply.useTemplate")}
        </Button>
        <label className="block">
          {t("lead.reply.subject")}
          <input
            className={field}
            dir="auto"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
        </label>
        <label className="block">
          {t("lead.reply.body")}
          <textarea
            className={field}
            dir="auto"
            rows={10}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </label>
        {draft.data ? (
          <div>
            <p className="font-medium">{t("lead.reply.signature")}</p>
            <pre
              dir={language === "ar" ? "rtl" : "ltr"}
              className="mt-1 whitespace-pre-wrap rounded-md bg-muted p-3 font-sans text-sm"
            >
              {draft.data.signature}
            </pre>
            {draft.data.inReplyTo ? (
              <p className="mt-1 text-sm text-muted-foreground">{t("lead.reply.followUp")}</p>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" loading={send.isPending}>
          {t("lead.reply.send")}
        </Button>
        {/* A polite live region without the status role: the page's own status stays the one. */}
        <p aria-live="polite" className={message?.failed ? "text-destructive" : ""}>
          {message?.text ?? ""}
        </p>
      </form>
    </section>
  );
}
