import { useTranslation } from "@vantreo/i18n/react";
import { Button, Input, Label } from "@vantreo/ui";
import { useState, type FormEvent } from "react";
import { Link } from "../../../navigation";
import {
  readViews,
  VIEW_NAME_MAX,
  withoutView,
  withView,
  writeViews,
  type SavedView,
} from "./saved-views-store";

/** Props of the saved views. */
export interface SavedViewsProps {
  /** The signed-in account (its address): the views are that person's. */
  account: string;
  list: SavedView["list"];
  /** The list's path (`/desk` or `/desk/spam` in the page's locale). */
  path: string;
  /** The current filter as a query string (what "Save view" keeps). */
  search: string;
  /** Says what happened, in the list's status line. */
  onNotice(text: string): void;
}

/**
 * Each person's named views of the list: links that put a saved filter back in the URL, each
 * with its delete button, and a form that saves the current filter under a name. Kept in this
 * browser's localStorage under the account (saved-views-store.ts).
 */
export function SavedViews({ account, list, path, search, onNotice }: SavedViewsProps) {
  const { t } = useTranslation("desk");
  const [views, setViews] = useState(() => readViews(window.localStorage, account));
  // The name field shows once asked for, so the bar stays one line beside the counts.
  const [naming, setNaming] = useState(false);
  const mine = views.filter((view) => view.list === list);
  const update = (next: SavedView[]) => {
    setViews(next);
    writeViews(window.localStorage, account, next);
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (name === "") return;
    update(withView(views, { name, list, search }));
    onNotice(t("app.views.saved", { name: name.slice(0, VIEW_NAME_MAX) }));
    form.reset();
    setNaming(false);
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
            <li key={view.name} className="flex items-center rounded-full border text-sm">
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
                className="rounded-e-full px-2 py-1 text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
                onClick={() => {
                  update(withoutView(views, view));
                  onNotice(t("app.views.removed", { name: view.name }));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {naming ? (
        <form
          onSubmit={save}
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
          <Button type="submit" size="sm" variant="outline">
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
