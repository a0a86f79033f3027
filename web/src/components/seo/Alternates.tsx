/**
 * The hreflang links of a page public in several languages (issue 36): each version's address, the
 * page's own included, and `x-default` the default language's. The server answers them (SiteServices
 * `alternates`) from the same versions the sitemap lists, so the pairs are reciprocal. React hoists
 * the links into <head>, as it does the canonical link.
 */
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { absoluteUrl, usePublicUrl } from '../../lib/publicUrl.ts';
import { useRootLanguage } from '../../lib/texts.ts';

/**
 * Also the share tags' other locales (`og:locale:alternate`), one per other version, written as the
 * page's own `og:locale` is (Seo.tsx: the default language en_US, another its locale, hi_IN).
 */
export function Alternates({ links }: { links: Record<string, string> | undefined }) {
  const origin = usePublicUrl();
  const root = useRootLanguage();
  if (!links) return null;
  const fallback = links[DEFAULT_LANGUAGE_CODE];
  const shareLocale = (code: string) =>
    code === DEFAULT_LANGUAGE_CODE
      ? 'en_US'
      : root?.languages?.find((l) => l.code === code)?.locale?.replace('-', '_');
  return (
    <>
      {Object.entries(links).map(([code, path]) => (
        <link key={code} rel="alternate" hrefLang={code} href={absoluteUrl(origin, path)} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(origin, fallback)} />}
      {Object.keys(links)
        .filter((code) => code !== (root?.lang ?? DEFAULT_LANGUAGE_CODE))
        .map((code) => {
          const locale = shareLocale(code);
          return locale && <meta key={`og ${code}`} property="og:locale:alternate" content={locale} />;
        })}
    </>
  );
}
