/**
 * The site's logo: the uploaded one from the settings (its alt text names the link), or else an
 * original SVG mark (a V rising to an accent dot) beside the site name set in the site font. The
 * name is real text, so the link's accessible name matches what is seen.
 */
import { useSiteSettings } from '../../lib/siteSettings.ts';

const LOGO_HEIGHT = 36;

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { logo, siteName, shortName } = useSiteSettings();
  const className = inverted ? 'logo logo--inverted' : 'logo';
  if (logo) {
    const { width, height } = logo.media ?? {};
    return (
      <span className={className}>
        <img
          className="logo__image"
          src={logo.path}
          alt={logo.alt || siteName}
          height={LOGO_HEIGHT}
          width={width && height ? Math.round((width / height) * LOGO_HEIGHT) : undefined}
        />
      </span>
    );
  }
  const gradient = inverted ? 'logo-g-inv' : 'logo-g';
  // "Vyoma Infotech" with short name "Vyoma": the short name stands out, the rest follows.
  const rest = siteName.startsWith(`${shortName} `) ? siteName.slice(shortName.length + 1) : '';
  return (
    <span className={className}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop stopColor="#1e2a78" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
        <rect width="36" height="36" rx="9" fill={`url(#${gradient})`} />
        <path d="M9 10h5l4.5 12.5L23 10h5l-7.2 17h-4.6z" fill="#fff" />
        <circle cx="28" cy="8.5" r="3" fill="#22d3ee" />
      </svg>
      <span className="logo__text">
        {rest ? (
          <>
            <span className="logo__name">{shortName}</span> <span className="logo__sub">{rest}</span>
          </>
        ) : (
          <span className="logo__name">{siteName}</span>
        )}
      </span>
    </span>
  );
}
