/** A small original illustration of the office location: a stylised street grid with a pin. */
export function MapPinArt() {
  return (
    <svg
      className="footer-map"
      width="240"
      height="120"
      viewBox="0 0 240 120"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="footer-map-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#131f4f" />
          <stop offset="1" stopColor="#1e2a78" />
        </linearGradient>
      </defs>
      <rect width="240" height="120" rx="14" fill="url(#footer-map-bg)" />
      <g stroke="rgb(255 255 255 / 0.14)" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M-10 38 C60 30 120 52 250 40" />
        <path d="M-10 92 C70 86 150 98 250 84" />
        <path d="M70 -10 C64 40 80 80 72 130" />
        <path d="M170 -10 C176 50 160 90 168 130" />
      </g>
      <g stroke="rgb(255 255 255 / 0.07)" strokeWidth="2" fill="none">
        <path d="M0 64h240M120 0v120M20 0l40 120M200 0l-30 120" />
      </g>
      <circle cx="120" cy="78" r="16" fill="rgb(34 211 238 / 0.18)" />
      <circle cx="120" cy="78" r="7" fill="rgb(34 211 238 / 0.35)" />
      <path
        d="M120 30c-11 0-19 8.4-19 18.8C101 62 120 78 120 78s19-16 19-29.2C139 38.4 131 30 120 30z"
        fill="#22d3ee"
      />
      <circle cx="120" cy="48.5" r="6.5" fill="#0b1437" />
    </svg>
  );
}
