/** A question and the clinical team's reply, as two speech bubbles: drawn for the contact page. */
export function ContactIllustration({ className }: { className?: string }) {
  return (
    <svg role="img" viewBox="0 0 320 200" className={className} xmlns="http://www.w3.org/2000/svg">
      <title>A question in a speech bubble, answered by a reply from the clinical team</title>
      <rect x="8" y="16" width="304" height="176" rx="28" fill="#d9f0ed" />
      <circle cx="276" cy="46" r="22" fill="#f3f0fd" />
      <circle cx="44" cy="166" r="14" fill="#fff7e8" />
      <path
        d="M40 40h112a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18H82l-24 20v-20H40a18 18 0 0 1-18-18V58a18 18 0 0 1 18-18z"
        fill="#ffffff"
        stroke="#165e5a"
        strokeWidth="3"
      />
      <path
        d="M84 66a14 14 0 1 1 20 12c-5 3-8 6-8 11v3"
        fill="none"
        stroke="#1d756f"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="96" cy="105" r="4.5" fill="#1d756f" />
      <path
        d="M150 92h126a16 16 0 0 1 16 16v44a16 16 0 0 1-16 16h-12v20l-24-20h-90a16 16 0 0 1-16-16v-44a16 16 0 0 1 16-16z"
        fill="#165e5a"
      />
      <rect x="156" y="112" width="80" height="8" rx="4" fill="#80c9c2" />
      <rect x="156" y="128" width="112" height="8" rx="4" fill="#d9f0ed" />
      <rect x="156" y="144" width="64" height="8" rx="4" fill="#d9f0ed" />
      <rect x="256" y="139" width="22" height="22" rx="6" fill="#ffffff" />
      <path d="M267 143v14M260 150h14" stroke="#a14a06" strokeWidth="4" strokeLinecap="round" />
      <path d="M276 30l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#5a3fb5" />
    </svg>
  );
}
