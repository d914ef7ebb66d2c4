import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { renderIslands } from "./islands/render-islands";

export const streamTimeout = 5_000;

/**
 * Every page is prerendered to a static document: the whole page is rendered (all Suspense
 * boundaries resolved), then its islands are rendered in place and the browser entry is added
 * (in development React Router's own <Scripts> loads it).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then((html) =>
              renderIslands(html, {
                url: new URL(request.url),
                entry: import.meta.env.DEV ? null : routerContext.manifest.entry,
              }),
            )
            .then((html) => {
              clearTimeout(timeout);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status }));
            })
            .catch(reject);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
