import { localeFromPath, localizePath } from "@vantreo/i18n";
import { Link } from "../../navigation";
import { Island } from "../../islands/island";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { DATAROOM_COPY } from "../../copy/dataroom-pages";
import type { Route } from "./+types/investors";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return {
    pathname,
    target: localizePath("/dataroom", locale),
    copy: DATAROOM_COPY[locale].investors,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname, target } = loaderData;
  return [
    ...dataroomMeta({ title: copy.title, description: copy.description, path: pathname }),
    // Without JavaScript the browser follows this at once (and replaces the history entry, per
    // the HTML standard's declarative refresh); the local server answers /investors with a 301.
    { httpEquiv: "refresh", content: `0; url=${target}` },
  ];
}

/**
 * /investors (spec section 2): redirects to /dataroom, replacing the history entry so Back does
 * not return to the redirect. The link is there for anyone whose browser does not follow.
 */
export default function Investors({ loaderData }: Route.ComponentProps) {
  const { copy, target } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Island name="investors-redirect" props={{ target }} />
      <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
      <p className="mt-4">
        {copy.moving}{" "}
        <Link
          to={target}
          replace
          className="font-semibold text-primary underline underline-offset-4"
        >
          {copy.link}
        </Link>
      </p>
    </div>
  );
}
