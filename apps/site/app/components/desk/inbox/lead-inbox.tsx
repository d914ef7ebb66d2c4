import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LOCALES } from "@vantreo/i18n";
import { useSearchParams } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { QueryState } from "../../api/query-state";
import { deskApi } from "../desk-api";
import { DeskLoading } from "../desk-loading";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS, DESK_SECTION_QUERY_OPTIONS } from "../desk-query-client";
import type { DeskLead, StaffSession } from "@vantreo/contracts/core";
import type { LeadFilter } from "../lead-filter";
import { useDeskStaff } from "../use-desk-staff";
import { ExportLinks } from "./export-links";
import { FilterForm } from "./filter-form";
import { LeadTable } from "./lead-table";
import { readInboxQuery, writeInboxQuery, type InboxQuery } from "./lead-filter-url";
import { Pager } from "./pager";
import { SavedViews } from "./saved-views";
import { StatusCounts } from "./status-counts";
import { Button } from "@vantreo/ui";

// Not part of the inbox's first paint (the staff app's first load, issue #31): the spam folder's
// row actions (with their confirmation dialog) and the by-contact list load on first use.
const SpamRowActions = lazy(() =>
  import("../spam/spam-actions").then((module) => ({ default: module.SpamRowActions })),
);
const SpamActionHost = lazy(() =>
  import("../spam/spam-actions").then((module) => ({ default: module.SpamActionHost })),
);

/** A spam row's Release and Delete; both open the folder's one confirmation (SpamActionHost). */
const spamActions = (lead: DeskLead) => (
  <Suspense fallback={null}>
    <SpamRowActions lead={lead} />
  </Suspense>
);
const ContactList = lazy(() =>
  import("../replies/contact-list").then((module) => ({ default: module.ContactList })),
);

/** Leads per page of the inbox (the API allows up to 100). */
export const INBOX_PAGE_SIZE = 25;

/**
 * The inbox (or, with `spam`, the spam folder): newest first, paged, filtered, counted per
 * status, exportable. The URL's query is the state, so a filtered view can be shared and the
 * Back button returns to the previous one. After paging, focus moves to the result summary
 * above the table, so a keyboard user continues from the new page's first row.
 */
export function LeadInbox({ session, spam }: { session: StaffSession; spam: boolean }) {
  const { t } = useTranslation("desk");
  const [params, setParams] = useSearchParams();
  const query = readInboxQuery(params);
  const search = writeInboxQuery(query);
  const filter: LeadFilter = spam ? { ...query.filter, spam: "true" } : query.filter;
  const staff = useDeskStaff();
  const locale = useLocale();
  const list = useQuery({
    queryKey: DESK_QUERY_KEYS.list(`${spam ? "spam" : "inbox"}?${search}`),
    queryFn: ({ signal }) => deskApi.list(filter, query.page, INBOX_PAGE_SIZE, signal),
    // Back in the section after another: the last page paints from memory, re-read at once.
    ...DESK_SECTION_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });
  const [notice, setNotice] = useState("");
  // The inbox grouped by contact (leads of one e-mail address together); not for the spam folder.
  const [byContact, setByContact] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusAfterPaging = useRef(false);
  useEffect(() => {
    if (focusAfterPaging.current && list.data?.page === query.page && !list.isPlaceholderData) {
      focusAfterPaging.current = false;
      summaryRef.current?.focus();
    }
  }, [list.data, list.isPlaceholderData, query.page]);
  const go = (next: InboxQuery) => setParams(writeInboxQuery(next));
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INBOX_PAGE_SIZE));
  return (
    <section aria-labelledby="desk-inbox-heading" className="space-y-3">
      <h2 id="desk-inbox-heading" className="sr-only">
        {spam ? t("inbox.spamHeading") : t("inbox.heading")}
      </h2>
      <FilterForm key={search} filter={query.filter} staff={staff.data} onApply={go} />
      <p role="status" className="text-sm font-semibold empty:sr-only">
        {notice}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        {list.data && !spam ? <StatusCounts counts={list.data.counts} query={query} /> : null}
        <SavedViews
          session={session}
          list={spam ? "spam" : "inbox"}
          path={`${LOCALES[locale].prefix}${spam ? "/desk/spam" : "/desk"}`}
          search={search}
          onNotice={setNotice}
        />
        {spam ? null : (
          <Button
            variant="outline"
            aria-pressed={byContact}
            onClick={() => setByContact(!byContact)}
          >
            {t("inbox.byContact.toggle")}
          </Button>
        )}
      </div>
      {byContact && !spam ? (
        <Suspense fallback={<DeskLoading />}>
          <ContactList />
        </Suspense>
      ) : (
        <QueryState
          query={list}
          empty={items.length === 0}
          emptyText={spam ? t("inbox.spamEmpty") : t("inbox.empty")}
          namespace="desk"
          errorText={deskErrorText}
        >
          <p ref={summaryRef} tabIndex={-1} className="text-sm font-semibold outline-none">
            {t("inbox.total", { count: list.data?.total ?? 0 })}
          </p>
          <LeadTable
            leads={items}
            caption={spam ? t("inbox.table.spamCaption") : t("inbox.table.caption")}
            staff={staff.data}
            {...(spam ? { actions: spamActions } : {})}
          />
          <Pager
            page={query.page}
            pages={pages}
            onPage={(page) => {
              focusAfterPaging.current = true;
              go({ ...query, page });
            }}
          />
        </QueryState>
      )}
      {spam ? (
        <Suspense fallback={null}>
          <SpamActionHost session={session} onDone={setNotice} />
        </Suspense>
      ) : null}
      <ExportLinks filter={filter} />
    </section>
  );
}
