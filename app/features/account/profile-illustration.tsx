/** A staff ID badge on a lanyard beside a stethoscope: "tell us who you are". */
export function ProfileIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" role="img" aria-labelledby="profile-art-title" className={className}>
      <title id="profile-art-title">A clinician's ID badge and stethoscope</title>
      <circle cx="120" cy="104" r="86" fill="#d9f0ed" />
      <path d="M92 8 L120 62 L148 8" fill="none" stroke="#2a8f88" strokeWidth="8" />
      <rect x="112" y="56" width="16" height="14" rx="3" fill="#80c9c2" />
      <rect
        x="70"
        y="66"
        width="100"
        height="120"
        rx="14"
        fill="#fff"
        stroke="#165e5a"
        strokeWidth="3"
      />
      <rect x="70" y="66" width="100" height="26" rx="14" fill="#165e5a" />
      <rect x="70" y="80" width="100" height="12" fill="#165e5a" />
      <rect x="104" y="74" width="32" height="6" rx="3" fill="#f0f9f8" />
      <circle cx="120" cy="118" r="17" fill="#f3f0fd" />
      <circle cx="120" cy="113" r="7" fill="#5a3fb5" />
      <path d="M107 130 a13 10 0 0 1 26 0 Z" fill="#5a3fb5" />
      <rect x="88" y="146" width="64" height="7" rx="3.5" fill="#10212b" />
      <rect x="96" y="160" width="48" height="6" rx="3" fill="#80c9c2" />
      <rect x="104" y="172" width="32" height="5" rx="2.5" fill="#d9f0ed" />
      <path
        d="M186 60 v40 a18 18 0 0 1 -36 0 M186 60 h-6 M170 60 v10"
        fill="none"
        stroke="#4d5e69"
        strokeWidth="4"
        strokeLinecap="round"
        transform="translate(14 0)"
      />
      <path
        d="M182 118 v22 a14 14 0 0 0 28 0 v-8"
        fill="none"
        stroke="#4d5e69"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="210" cy="126" r="9" fill="#fff7e8" stroke="#a14a06" strokeWidth="3" />
    </svg>
  );
}
