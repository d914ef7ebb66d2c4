import { createTranslator, localeFromPath, RESOURCES, type Locale } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { DESK_COPY, type DeskCopy, type DeskPageCopy } from "../../copy/desk-pages";
import { PageHero } from "../content-page/page-hero";
import { privatePageMeta } from "../staff/private-page-meta";

/** What a desk page's build-time loader hands its `meta` and its component. */
export interface DeskPageData {
  pathname: string;
  copy: DeskPageCopy;
}

/** The admin pages whose hero and head are the `deskAdmin` namespace's `pages.<page>`. */
export type DeskAdminPage = "privacy" | "staff" | "mail" | "welcome" | "account";

/** The hero and head of a desk page in one language. */
export type DeskPageCopyOf = (locale: Locale) => DeskPageCopy;

/** The copy of `/desk` or `/desk/spam` (`app/copy/desk-pages.ts`). */
export const deskCopy =
  (page: keyof DeskCopy): DeskPageCopyOf =>
  (locale) =>
    DESK_COPY[locale][page];

/** The copy of an admin page (privacy, staff, mail): `deskAdmin` `pages.<page>` of @vantreo/i18n. */
export const deskAdminCopy =
  (page: DeskAdminPage): DeskPageCopyOf =>
  (locale) => {
    const t = createTranslator(locale, RESOURCES).withNamespace("deskAdmin");
    return {
      title: t(`pages.${page}.title`),
      description: t(`pages.${page}.description`),
      eyebrow: t("pages.eyebrow"),
      h1: t(`pages.${page}.h1`),
      intro: t(`pages.${page}.intro`),
    };
  };

/**
 * A desk page's build-time loader: the hero and head in the language of the request's path, so
 * they ship in the prerendered HTML; everything else loads after hydration, signed in.
 */
export function loadDeskPage(request: Request, copyOf: DeskPageCopyOf): DeskPageData {
  const { pathname } = new URL(request.url);
  return { pathname, copy: copyOf(localeFromPath(pathname)) };
}

/** A desk page's head: `noindex,nofollow`, no hreflang (see {@link privatePageMeta}). */
export function deskPageMeta(loaderData: DeskPageData | undefined) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return privatePageMeta({ title: copy.title, description: copy.description, path: pathname });
}

/** A desk page's body: the hero from its copy, then its island (`children`). */
export function DeskPage({ copy, children }: { copy: DeskPageCopy; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">{children}</div>
    </>
  );
}
