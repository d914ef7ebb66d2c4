import { NotFoundContent } from "../components/shell/not-found-content";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as
    { resources?: { errors?: { notFound?: { title?: string } } } } | undefined;
  const title = root?.resources?.errors?.notFound?.title ?? "Page not found";
  return [{ title: `${title} | Vantreo Data & AI` }, { name: "robots", content: "noindex,follow" }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
