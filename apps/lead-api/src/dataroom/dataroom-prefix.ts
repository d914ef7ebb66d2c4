/** The data room's path prefix (every data-room answer carries noindex and no-store). */
export const DATAROOM_PREFIX = "/v1/dataroom";
