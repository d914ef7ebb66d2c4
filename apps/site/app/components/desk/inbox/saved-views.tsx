import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  VIEW_NAME_MAX,
  type SavedView,
  type StaffSession,
  type ViewList,
} from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { Button, Input, Label } from "@vantreo/ui";
import { useState, type FormEvent } from "react";
import { Link } from "../../../navigation";
import { deskApi } from "../desk-api";
import { DESK_QUERY_KEYS, DESK_QUERY_OPTIONS } from "../desk-query-client";

/** Props of the saved views. */
export interface SavedViewsProps {
  /** The signed-in person (the views are theirs; its CSRF token for saving and deleting). */
  session: StaffSession;
  list: ViewList;
  /** The list's path (`/desk` or `/desk/spam` in the page's locale). */
  path: string;
  /** The current filter as a query string (what "Save view" keeps). */
  search: string;
  /** Says what happened, in the list's status line. */
  onNotice(text: string): void;
}

/**
 * Each person's named views of the list: links that put a saved filter back in the URL, each
 * with its delete button, and a form that saves the current filter under a name. Kept by the
 * lead API per staff account (`/v1/desk/views`), so they follow the person to every browser.
 */
export function SavedViews({ session, list, path, search, onNotice }: SavedViewsProps) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
  const views = useQuery({
    queryKey: DESK_QUERY_KEYS.views,
    queryFn: ({ signal }) => deskApi.views(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.views });
  const save = useMutation({
    mutationFn: (name: string) => deskApi.saveView(session.csrfToken, { name, list, search }),
    onSuccess: async (view: SavedView) => {
      await refresh();
      onNotice(t("app.views.saved", { name: view.name }));
      setNaming(false);
    },
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deskApi.removeView(session.csrfToken, view.id),
    onSuccess: async (_, view) => {
      await refresh();
      onNotice(t("app.views.removed", { name: view.name }));
    },
  });
  // The name field shows once asked for, so the bar stays one line beside the counts.
  const [naming, setNaming] = useState(false);
  const mine = (views.data?.views ?? []).filter((view) => view.list === list);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (name !== "") save.mutate(name.slice(0, VIEW_NAME_MAX));
  };
  return (
    <section aria-labelledby={`desk-views-${list}`} className="flex flex-wrap items-center gap-2">
      <h3 id={`desk-views-${list}`} className="text-sm font-semibold">
        {t("app.views.heading")}
      </h3>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("app.views.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {mine.map((view) => (
            <li key={view.id} className="flex items-center rounded-full border text-sm">
              <Link
                to={`${path}${view.search ? `?${view.search}` : ""}`}
                aria-current={view.search === search ? "true" : undefined}
                dir="auto"
                className="rounded-s-full px-3 py-1 underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=true]:font-semibold"
              >
                {view.name}
              </Link>
              <button
                type="button"
                aria-label={t("app.views.remove", { name: view.name })}
                disabled={remove.isPending}
                className="rounded-e-full px-2 py-1 text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
                onClick={() => remove.mutate(view)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {naming ? (
        <form
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === "Escape") setNaming(false);
          }}
          className="flex items-center gap-2"
        >
          <Label htmlFor={`desk-view-name-${list}`} className="sr-only">
            {t("app.views.name")}
          </Label>
          <Input
            id={`desk-view-name-${list}`}
            name="name"
            required
            maxLength={VIEW_NAME_MAX}
            placeholder={t("app.views.name")}
            title={t("app.views.storedHere")}
            dir="auto"
            className="h-8 w-44"
            autoFocus
          />
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
            {t("app.views.save")}
          </Button>
        </form>
      ) : (
        <Button type="button" size="sm" variant="ghost" onClick={() => setNaming(true)}>
          {t("app.views.saveCurrent")}
        </Button>
      )}
    </section>
  );
}
