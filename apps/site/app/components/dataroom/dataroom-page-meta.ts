import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../seo/page-meta";

/** Every data-room page stays out of search engines and their link graph (issue #15). */
export const DATAROOM_ROBOTS = "noindex,nofollow";

/** The head of a data-room page: pageMeta with `noindex,nofollow` and no hreflang alternates. */
export function dataroomMeta(seo: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  return pageMeta({ ...seo, robots: DATAROOM_ROBOTS, alternates: false });
}
