/**
 * Adds the attribution parameters a scheduling page receives (spec section 7: "with
 * utm_source and utm_service"), keeping any query string or fragment the base URL already has.
 * Parameters already on the base URL are replaced.
 */
export function schedulingLink(base: string, utm: { source: string; service: string }): string {
  const hashAt = base.indexOf("#");
  const fragment = hashAt === -1 ? "" : base.slice(hashAt);
  const withoutFragment = hashAt === -1 ? base : base.slice(0, hashAt);
  const queryAt = withoutFragment.indexOf("?");
  const path = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : withoutFragment.slice(queryAt + 1));
  params.set("utm_source", utm.source);
  params.set("utm_service", utm.service);
  return `${path}?${params.toString()}${fragment}`;
}
