/** React Router's request handlers, one per basename: the same build serves every language (issue 36). */
import type { createRequestHandler } from 'react-router';

type Handler = ReturnType<typeof createRequestHandler>;

/** The handler for the pages under one basename ('' for the default language's, '/hi' for Hindi's). */
export type HandlerFor = (basename: string) => Handler;

/** `make`'s handler for each basename, made on its first request and kept. */
export function perBasename(make: (basename: string) => Handler): HandlerFor {
  const handlers = new Map<string, Handler>();
  return (basename) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = make(basename);
      handlers.set(basename, handler);
    }
    return handler;
  };
}
