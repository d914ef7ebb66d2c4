import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { MAIL_PAGE_SIZE, MAIL_QUERY_KEYS, mailApi } from "./mail-api";
import { MailListTable } from "./mail-list-table";
import { MailPreviews } from "./mail-previews";
import { MailViewer } from "./mail-viewer";

function Failure({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  return (
    <div role="alert" className="space-y-3">
      <p>{deskErrorText(deskT, error)}</p>
      <Button variant="outline" onClick={retry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/** The written mails, page by page, or one of them opened. */
function WrittenMails() {
  const { t } = useTranslation("deskAdmin");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: MAIL_QUERY_KEYS.list(page),
    queryFn: ({ signal }) => mailApi.list(page, signal),
    ...DESK_QUERY_OPTIONS,
  });
  const mail = useQuery({
    queryKey: MAIL_QUERY_KEYS.mail(open ?? ""),
    queryFn: ({ signal }) => mailApi.get(open ?? "", signal),
    enabled: open !== null,
    ...DESK_QUERY_OPTIONS,
  });
  if (open !== null) {
    if (mail.isPending) return <DeskLoading />;
    if (mail.isError) return <Failure error={mail.error} retry={() => setOpen(null)} />;
    return <MailViewer mail={mail.data} locale={locale} onBack={() => setOpen(null)} />;
  }
  if (list.isPending) return <DeskLoading />;
  if (list.isError) return <Failure error={list.error} retry={() => void list.refetch()} />;
  const { transport, items, total } = list.data;
  if (transport === "smtp") return <p className="text-muted-foreground">{t("mail.smtp")}</p>;
  if (total === 0) return <p className="text-muted-foreground">{t("mail.empty")}</p>;
  const pages = Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE));
  return (
    <div className="space-y-3">
      <MailListTable items={items} locale={locale} onOpen={setOpen} />
      {pages > 1 ? (
        <nav aria-label={t("mail.caption")} className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("mail.previous")}
          </Button>
          <span>{t("mail.pageOf", { page, pages })}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("mail.next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** The template previews, loaded once. */
function Previews() {
  const previews = useQuery({
    queryKey: MAIL_QUERY_KEYS.previews,
    queryFn: ({ signal }) => mailApi.previews(signal),
    ...DESK_QUERY_OPTIONS,
  });
  if (previews.isPending) return <DeskLoading />;
  if (previews.isError)
    return <Failure error={previews.error} retry={() => void previews.refetch()} />;
  return <MailPreviews previews={previews.data} />;
}

/** /desk/mail for owners: the mails the lead API wrote without SMTP, and the templates. */
export function MailDesk() {
  const { t } = useTranslation("deskAdmin");
  const headingId = useId();
  return (
    <div className="space-y-10">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-2xl font-semibold">
          {t("mail.heading")}
        </h2>
        <WrittenMails />
      </section>
      <Previews />
    </div>
  );
}
