/**
 * The "Vyoma Infotech" wordmark: an original SVG mark (a V rising to an accent dot) beside the name
 * set in the site font. The name is real text, so the link's accessible name matches what is seen.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const gradient = inverted ? 'logo-g-inv' : 'logo-g';
  return (
    <span className={inverted ? 'logo logo--inverted' : 'logo'}>
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
        <span className="logo__name">Vyoma</span> <span className="logo__sub">Infotech</span>
      </span>
    </span>
  );
}
