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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
  return new ApiError(
    serverMessage || response.statusText || 'Request failed',
    response.status,
    payload.errors ?? {},
    false,
    serverMessage !== '',
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    if (response.status === 401 && path !== '/api/v1/login')
      for (const listener of unauthorizedListeners) listener();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Multipart upload with progress (fetch cannot report upload progress; XHR can).
 * Resolves with the JSON answer, rejects with ApiError like apiRequest.
 */
export function apiUpload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0, {}, true));
    xhr.onload = () => {
      let payload: unknown = {};
      try {
        payload = JSON.parse(xhr.responseText || '{}');
      } catch {
        payload = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      const body = payload as Partial<ErrorResponse>;
      if (xhr.status === 401) for (const listener of unauthorizedListeners) listener();
      const serverMessage = typeof body.message === 'string' ? body.message : '';
      reject(
        new ApiError(
          serverMessage || xhr.statusText || 'Request failed',
          xhr.status,
          body.errors ?? {},
          false,
          serverMessage !== '',
        ),
      );
    };
    xhr.send(form);
  });
}

/** The server's message when there is one, else the given fallback (spec §8 "server message or …"). */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback;
}
