import { LOCALES } from "@vantreo/i18n";
import { isolate } from "../api/isolate";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useState } from "react";
import { useLocale } from "../../navigation/use-locale";
import { DESK_PAGES, visiblePages, type DeskPage } from "./desk-roles";
import type { StaffSession } from "@vantreo/contracts/core";

/** Props of the desk's navigation bar. */
export interface DeskNavProps {
  session: StaffSession;
  current: DeskPage;
  onSignOut(): Promise<void>;
}

/**
 * The desk's navigation: only the pages the staff member's roles open (Leads and Spam for sales
 * and marketing, Privacy for privacy, Staff and Mail for owners), the current one marked
 * (`aria-current`), who is signed in, and sign-out. Rendered after sign-in only, in the browser:
 * the prerendered page links nowhere a crawler could follow.
 */
export function DeskNav({ session, current, onSignOut }: DeskNavProps) {
  const { t } = useTranslation("desk");
  const prefix = LOCALES[useLocale()].prefix;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-muted/40 p-3">
      <nav aria-label={t("nav.label")}>
        <ul className="flex flex-wrap gap-1">
          {visiblePages(session.staff.roles).map((page) => (
            <li key={page}>
              <a
                href={`${prefix}${DESK_PAGES[page].path}`}
                aria-current={page === current ? "page" : undefined}
                className="inline-block rounded-md px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {t(`nav.${page}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">{t("nav.signedInAs", { name: isolate(session.staff.name) })}</p>
        <Button
          variant="outline"
          size="sm"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void onSignOut().catch(() => setLeaving(false));
          }}
        >
          {t("nav.signOut")}
        </Button>
      </div>
    </div>
  );
}
