/** Illustration shown beside Service Expertise when the section has no image (or failed to load). */
export function ExpertiseArt() {
  return (
    <svg className="expertise__image" width="560" height="420" viewBox="0 0 560 420" aria-hidden="true">
      <defs>
        <linearGradient id="expertise-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1437" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="560" height="420" rx="24" fill="url(#expertise-bg)" />
      <g fill="none" stroke="#22d3ee" strokeWidth="3" strokeLinecap="round">
        <circle cx="280" cy="210" r="70" strokeOpacity="0.9" />
        <circle cx="280" cy="210" r="130" strokeOpacity="0.35" strokeDasharray="6 10" />
      </g>
      <g fill="#fff">
        <circle cx="280" cy="80" r="16" />
        <circle cx="410" cy="210" r="16" fillOpacity="0.85" />
        <circle cx="280" cy="340" r="16" fillOpacity="0.7" />
        <circle cx="150" cy="210" r="16" fillOpacity="0.85" />
      </g>
      <path
        d="M250 212l22 22 40-46"
        stroke="#fff"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
