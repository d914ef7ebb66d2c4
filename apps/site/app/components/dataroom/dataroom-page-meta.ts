import { PRIVATE_ROBOTS, privatePageMeta } from "../staff/private-page-meta";

/** Every data-room page stays out of search engines and their link graph. */
export const DATAROOM_ROBOTS = PRIVATE_ROBOTS;

/** The head of a data-room page: `noindex,nofollow` and no hreflang alternates. */
export const dataroomMeta = privatePageMeta;
