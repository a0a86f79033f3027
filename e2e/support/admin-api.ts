/**
 * The admin API from a test, without a browser: sign in as the run's admin (or another account) once,
 * then call it with that session. For setting up a file's own data (an opening, a post) that the
 * browser then uses.
 */
import { adminCookie } from './server.ts';

export type AdminApi = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

export async function adminApi(
  baseUrl: string,
  credentials?: { email: string; password: string },
): Promise<AdminApi> {
  const cookie = await adminCookie(baseUrl, credentials);
  return async (method, path, body) => {
    const form = body instanceof FormData;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}) },
      body: form ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}
