/**
 * Server rendering of one page. We always wait for the whole page (lazy sections included) before
 * answering: the HTML is complete for every visitor and crawler, and the server caches it per URL.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { StaticHtmlContext } from '../blocks/static-html.ts';

/** A render that takes longer than this is cut short (it would show its loading states). */
export const streamTimeout = 5_000;

/**
 * Errors React Router meets (a loader or action that threw, a post to a page that takes none) go to
 * the server's log through the load context, once each, instead of React Router's console.error
 * with a stack: a client's fault is not an error of ours (SiteServices.reportError).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const routeError = isRouteErrorResponse(error);
  // A route error response wraps the underlying error (e.g. "no action for this route") in .error.
  const inner = routeError && 'error' in error && error.error !== undefined ? error.error : error;
  const site = (context as AppLoadContext | undefined)?.site;
  if (site) site.reportError(inner, routeError ? error.status : 500);
  else console.error(inner);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(Buffer.concat(chunks), { status, headers: responseHeaders }));
    });
    const { pipe, abort } = renderToPipeableStream(
      // A block page's static HTML, by block id, from its loader (blocks/static-html.ts): not in the data.
      <StaticHtmlContext value={loadContext?.staticHtml}>
        <ServerRouter context={routerContext} url={request.url} />
      </StaticHtmlContext>,
      {
        // Never "outline" a finished Suspense boundary into a hidden block revealed by script:
        // every section must be in place in the HTML (fast paint, no shift, readable without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (loadContext?.site) loadContext.site.reportError(error, 500);
          else console.error(error);
        },
      },
    );
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
