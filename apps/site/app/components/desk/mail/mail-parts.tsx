import { useTranslation } from "@vantreo/i18n/react";

/**
 * A mail's text part and HTML part. The HTML is the mail as a client would show it, so it is
 * rendered in an `<iframe srcdoc sandbox="">`: an empty sandbox runs no script, submits no form,
 * opens no window and gives the frame an opaque origin (HTML Living Standard, "sandboxing flag
 * set"), so nothing in a mail can reach the desk's session. The text keeps its own direction.
 */
export function MailParts({
  text,
  html,
  locale,
}: {
  text: string;
  html: string | null;
  locale: string | null;
}) {
  const { t } = useTranslation("deskAdmin");
  const lang = locale ?? undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="space-y-2">
        <h4 className="font-semibold">{t("mail.viewer.text")}</h4>
        <pre
          dir="auto"
          lang={lang}
          className="max-h-[32rem] overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap"
          tabIndex={0}
        >
          {text}
        </pre>
      </section>
      <section className="space-y-2">
        <h4 className="font-semibold">{t("mail.viewer.html")}</h4>
        {html === null ? (
          <p className="text-muted-foreground">{t("mail.viewer.noHtml")}</p>
        ) : (
          <iframe
            title={t("mail.viewer.frameTitle")}
            sandbox=""
            srcDoc={html}
            className="h-[32rem] w-full rounded-md border bg-white"
          />
        )}
      </section>
    </div>
  );
}
