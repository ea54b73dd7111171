import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy } from "@server/http/security-headers";
import { patternOfMatches } from "@server/metrics/route-pattern";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      devServer: import.meta.env.DEV,
      signInProvider: loadContext.config.google?.issuer,
    }),
  );
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The page is rendered whole, then sent in one piece: its data is loaded before rendering (the
  // home page's deferred articles resolve in milliseconds), and one buffer compresses in a
  // single pass, where a stream cost a compression call and a socket write per chunk
  // (decision 0020).
  const started = performance.now();
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        loadContext.observeRender(
          patternOfMatches(routerContext.staticHandlerContext.matches),
          (performance.now() - started) / 1000,
        );
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(Buffer.concat(chunks), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady: () => (shellRendered = true),
        onAllReady: () => pipe(collector),
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // A part that fails after the shell is left for the browser to render, as a stream
          // would have left it; before the shell, React Router reports it (handleError below).
          if (shellRendered) loadContext.logger.error({ err: error }, "render failed");
          else responseStatusCode = 500;
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.reportRouteError(error);
  context.logger.error({ err: error, reqId: context.requestId, url: request.url }, "route error");
};
