/**
 * Original SVG shown when a product has no image: a soft brand gradient with a box outline; `label`
 * its name in the page's language.
 */
export function ProductPlaceholderArt({ label = 'No image yet' }: { label?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      role="img"
      aria-label={label}
      className="product-placeholder-art"
    >
      <defs>
        <linearGradient id="pp-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#131f4f" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#pp-grad)" />
      <g fill="none" stroke="#22d3ee" strokeWidth="6" strokeLinejoin="round" opacity="0.9">
        <path d="M200 90 L270 125 L270 200 L200 235 L130 200 L130 125 Z" />
        <path d="M130 125 L200 160 L270 125 M200 160 L200 235" />
      </g>
    </svg>
  );
}
