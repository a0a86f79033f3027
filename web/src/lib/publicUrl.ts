/**
 * The absolute site origin (PUBLIC_URL). The server puts it in the root loader's data and the app
 * shell provides it here, so canonical links and share tags are absolute in the server HTML too.
 */
import { createContext, useContext } from 'react';

export const PublicUrlContext = createContext('');
/** Whether PUBLIC_URL was set (the admin shell provides it; unset, publicUrl is the localhost default). */
export const PublicUrlSetContext = createContext(true);

export function usePublicUrl(): string {
  return useContext(PublicUrlContext);
}

/** Absolute URL of a page or a stored file: origin + path (paths start with "/"). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
