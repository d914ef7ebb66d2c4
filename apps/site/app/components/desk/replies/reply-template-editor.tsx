import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  can,
  type ReplyTemplate,
  type ReplyTemplateAnswer,
  type StaffSession,
} from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { deskRequest } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import { REPLY_QUERY_KEYS, repliesApi } from "./replies-api";

const PLACEHOLDERS = { name: "{{name}}", company: "{{company}}", staffName: "{{staffName}}" };

const keyOf = (template: Pick<ReplyTemplate, "id" | "locale">) =>
  `${template.id}/${template.locale}`;

/** One template's language, edited in place; saved with `PUT /reply-templates/:id/:locale`. */
function TemplateForm({ template, session }: { template: ReplyTemplate; session: StaffSession }) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [message, setMessage] = useState("");
  const save = useMutation({
    mutationFn: () =>
      deskRequest<ReplyTemplateAnswer>(
        `/reply-templates/${encodeURIComponent(template.id)}/${template.locale}`,
        { method: "PUT", body: { name, subject, body }, csrfToken: session.csrfToken },
      ),
    onSuccess: async () => {
      setMessage(t("replyTemplates.saved"));
      await queryClient.invalidateQueries({ queryKey: REPLY_QUERY_KEYS.templates });
    },
    onError: (error) => setMessage(deskErrorText(t, error)),
  });
  const field = "mt-1 block w-full rounded-md border bg-background px-3 py-2";
  const dir = template.locale === "ar" ? "rtl" : "ltr";
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label className="block">
        {t("replyTemplates.name")}
        <input className={field} dir={dir} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="block">
        {t("lead.reply.subject")}
        <input
          className={field}
          dir={dir}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </label>
      <label className="block">
        {t("lead.reply.body")}
        <textarea
          className={field}
          dir={dir}
          rows={10}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      <p className="text-sm text-muted-foreground">
        {/* The placeholders are shown as written, not filled in by the translator. */}
        {t("replyTemplates.placeholders", PLACEHOLDERS)}
      </p>
      <Button type="submit" loading={save.isPending}>
        {t("replyTemplates.save")}
      </Button>
      <p aria-live="polite">{message}</p>
    </form>
  );
}

/**
 * The reply templates staff answer leads with, per language, for owners to edit (the
 * `replyTemplates` capability); nothing for anyone else.
 */
export function ReplyTemplateEditor({ session }: { session: StaffSession }) {
  const { t } = useTranslation("desk");
  const heading = useId();
  const [open, setOpen] = useState("");
  const templates = useQuery({
    queryKey: REPLY_QUERY_KEYS.templates,
    queryFn: ({ signal }) => repliesApi.templates(signal),
    ...DESK_QUERY_OPTIONS,
  });
  if (!can(session.staff.roles, "replyTemplates") || !templates.data) return null;
  const list = templates.data.templates;
  const current = list.find((template) => keyOf(template) === open);
  return (
    <section aria-labelledby={heading} className="mt-10 space-y-4">
      <h2 id={heading} className="text-2xl font-semibold">
        {t("replyTemplates.heading")}
      </h2>
      <label className="block max-w-md">
        {t("replyTemplates.pick")}
        <select
          className="mt-1 block w-full rounded-md border bg-background px-3 py-2"
          value={open}
          onChange={(event) => setOpen(event.target.value)}
        >
          <option value="">{t("replyTemplates.none")}</option>
          {list.map((template) => (
            <option key={keyOf(template)} value={keyOf(template)}>
              {template.name} · {t(`locale.${template.locale}`)}
            </option>
          ))}
        </select>
      </label>
      {current ? <TemplateForm key={keyOf(current)} template={current} session={session} /> : null}
    </section>
  );
}
