/** The absolute site origin (PUBLIC_URL), injected by the server into index.html. */
export function publicUrl(): string {
  const value = document.querySelector<HTMLMetaElement>('meta[name="public-url"]')?.content ?? '';
  return value.startsWith('http') ? value.replace(/\/$/, '') : window.location.origin;
}

/** Absolute URL of a hash route, e.g. /contactUs → https://site/#/contactUs. */
export function absoluteRouteUrl(path: string): string {
  return `${publicUrl()}/#${path.startsWith('/') ? path : `/${path}`}`;
}

/** Absolute URL of a site file or stored media path, e.g. /uploads/x.png. */
export function absoluteFileUrl(path: string): string {
  return path.startsWith('http') ? path : `${publicUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
