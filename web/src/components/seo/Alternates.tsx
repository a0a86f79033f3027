/**
 * The hreflang links of a page public in several languages (issue 36): each version's address, the
 * page's own included, and `x-default` the default language's. The server answers them (SiteServices
 * `alternates`) from the same versions the sitemap lists, so the pairs are reciprocal. React hoists
 * the links into <head>, as it does the canonical link.
 */
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { absoluteUrl, usePublicUrl } from '../../lib/publicUrl.ts';

export function Alternates({ links }: { links: Record<string, string> | undefined }) {
  const origin = usePublicUrl();
  if (!links) return null;
  const fallback = links[DEFAULT_LANGUAGE_CODE];
  return (
    <>
      {Object.entries(links).map(([code, path]) => (
        <link key={code} rel="alternate" hrefLang={code} href={absoluteUrl(origin, path)} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(origin, fallback)} />}
    </>
  );
}
