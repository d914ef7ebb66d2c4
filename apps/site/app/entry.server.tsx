import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import islandChunks from "virtual:vantreo/island-chunks";
import { IslandPageContext } from "./islands/island-page";
import { createIslandPage } from "./islands/island-page.server";

export const streamTimeout = 5_000;

/**
 * Every page is prerendered to a static document in one React render: each `<Island>` renders
 * itself as its own root, and the islands' data and scripts follow at the end of `<body>`
 * (`IslandScripts`). The document is sent once everything has rendered (`onAllReady`): a static
 * file has no use for streaming. In development React Router's own `<Scripts>` load the entry.
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
  const islands = createIslandPage({
    url: new URL(request.url),
    entry: import.meta.env.DEV ? null : routerContext.manifest.entry,
    chunks: islandChunks,
    spaFallback: routerContext.isSpaMode,
  });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <IslandPageContext value={islands}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandPageContext>,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
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
