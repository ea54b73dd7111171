/** Three team members around a VR headset and a chart: hand-drawn for the careers page. */
export function CareersIllustration({ className }: { className?: string }) {
  return (
    <svg role="img" viewBox="0 0 360 260" className={className} xmlns="http://www.w3.org/2000/svg">
      <title>Three colleagues building a virtual reality training scenario together</title>
      <rect x="10" y="20" width="340" height="224" rx="32" fill="#d9f0ed" />
      <circle cx="300" cy="62" r="30" fill="#f3f0fd" />
      <circle cx="58" cy="206" r="20" fill="#fff7e8" />
      <rect
        x="92"
        y="56"
        width="176"
        height="112"
        rx="16"
        fill="#ffffff"
        stroke="#165e5a"
        strokeWidth="3"
      />
      <rect x="112" y="78" width="64" height="8" rx="4" fill="#80c9c2" />
      <rect x="112" y="94" width="96" height="8" rx="4" fill="#d9f0ed" />
      <path
        d="M112 146l28-22 22 14 30-30 28 18 20-12"
        fill="none"
        stroke="#2a8f88"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="196" y="72" width="56" height="30" rx="12" fill="#165e5a" />
      <circle cx="212" cy="87" r="7" fill="#80c9c2" />
      <circle cx="236" cy="87" r="7" fill="#80c9c2" />
      <g>
        <circle cx="92" cy="180" r="20" fill="#a14a06" />
        <path d="M58 244c0-26 15-42 34-42s34 16 34 42z" fill="#1d756f" />
      </g>
      <g>
        <circle cx="180" cy="186" r="20" fill="#10212b" />
        <path d="M146 244c0-24 15-38 34-38s34 14 34 38z" fill="#5a3fb5" />
        <path d="M166 182h28" stroke="#80c9c2" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="268" cy="180" r="20" fill="#4d5e69" />
        <path d="M234 244c0-26 15-42 34-42s34 16 34 42z" fill="#165e5a" />
        <path
          d="M256 220l8 8 16-16"
          fill="none"
          stroke="#ffffff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <path d="M300 44l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#5a3fb5" />
    </svg>
  );
}
