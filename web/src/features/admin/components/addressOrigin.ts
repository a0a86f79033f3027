/**
 * The origin the admin shows page addresses at (the slug field's "Address:", the search and share
 * previews, an opening's page): PUBLIC_URL when it is set; unset, the address the admin is being used
 * at (http://127.0.0.1:3000, a network address), from which forms are accepted too. Read after
 * hydration, so the server's HTML and the browser's first render agree. (Here, not in lib/publicUrl.ts,
 * so public pages do not download it.)
 */
import { useContext } from 'react';
import { PublicUrlSetContext, usePublicUrl } from '~/lib/publicUrl.ts';
import { useHydrated } from '~/lib/useHydrated.ts';

export function useAddressOrigin(): string {
  const publicUrl = usePublicUrl();
  const set = useContext(PublicUrlSetContext);
  const hydrated = useHydrated();
  return (set && publicUrl) || !hydrated ? publicUrl : window.location.origin;
}
