/** One `<head>` entry as a route module's `meta` returns it. */
export type Descriptor = Record<string, unknown>;
// The route modules' generated argument types are stricter than a test needs.
export type AnyMeta = (args: never) => Descriptor[];
export type AnyLoader = (args: never) => Promise<unknown>;

/** The head a route gives `path`: its build-time loader's data passed to its `meta`. */
export async function head(loader: AnyLoader, meta: AnyMeta, path: string): Promise<Descriptor[]> {
  const loaderData = await loader({
    request: new Request(`https://www.vantreo.com${path}`),
  } as never);
  return meta({ loaderData } as never);
}

/** The content of a head's robots meta tag. */
export const robots = (descriptors: Descriptor[]) =>
  descriptors.find((d) => d.name === "robots")?.content;
