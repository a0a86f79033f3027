/**
 * The one HTTP client of the web app. Same origin, session cookie; every error becomes an ApiError
 * carrying the server's `message` (spec §8 shows server messages to the user in many places).
 */
import type { ErrorResponse } from '@vyoma/contract';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    /** True when the request never got an answer (offline, server down). */
    readonly network = false,
    /** True when the message came from the server's JSON body (spec §8 "server message or …"). */
    readonly fromServer = false,
    /** The server's JSON error body as sent (an answer with more than `message`, e.g. per-line errors). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when an admin call answers 401: the session expired while a page was open. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells every listener that a call answered 401 (used by apiRequest and lib/upload.ts). */
export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

async function parseError(response: Response): Promise<ApiError> {
  let payload: Partial<ErrorResponse> = {};
  try {
    payload = (await response.json()) as Partial<ErrorResponse>;
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status text.
  }
  const serverMessage = typeof payload.message === 'string' ? payload.message : '';
  const errors = payload.errors;
  return new ApiError(
    serverMessage || response.statusText || 'Request failed',
    response.status,
    errors && typeof errors === 'object' && !Array.isArray(errors) ? errors : {},
    false,
    serverMessage !== '',
    payload,
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language (issue 36): a refusal is answered in it (server plugins/errors.ts).
    'Accept-Language': globalThis.document?.documentElement.lang || 'en',
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, {}, true);
  }
  if (!response.ok) {
    const error = await parseError(response);
    // A refused sign-in step is not an ended session.
    if (response.status === 401 && !path.startsWith('/api/v1/login')) notifyUnauthorized();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's message when there is one, else the given fallback (spec §8 "server message or …"). */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback;
}
