/**
 * The "Vyoma Infotech" SVG wordmark: an original mark (a V rising to an accent dot) and the name.
 * Text styling lives in header.css (.logo__*) to keep this first-load component tiny.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const gradient = inverted ? 'logo-g-inv' : 'logo-g';
  return (
    <svg
      className={inverted ? 'logo logo--inverted' : 'logo'}
      width="172"
      height="36"
      viewBox="0 0 172 36"
      aria-hidden="true"
    >
      <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
        <stop stopColor="#1e2a78" />
        <stop offset="1" stopColor="#4f46e5" />
      </linearGradient>
      <rect width="36" height="36" rx="9" fill={`url(#${gradient})`} />
      <path d="M9 10h5l4.5 12.5L23 10h5l-7.2 17h-4.6z" fill="#fff" />
      <circle cx="28" cy="8.5" r="3" fill="#22d3ee" />
      <text x="46" y="17" className="logo__name">
        Vyoma
      </text>
      <text x="46" y="31" className="logo__sub">
        INFOTECH
      </text>
    </svg>
  );
}
