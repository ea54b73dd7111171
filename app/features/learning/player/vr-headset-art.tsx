/** A VR headset over a calm teal stage; drawn for us, decorative beside the panel's text. */
export function VrHeadsetArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-labelledby="vr-art-title" className={className}>
      <title id="vr-art-title">A virtual reality headset ready for a clinical scenario</title>
      <rect width="240" height="160" rx="20" fill="#d9f0ed" />
      <circle cx="200" cy="34" r="46" fill="#80c9c2" opacity="0.45" />
      <circle cx="36" cy="138" r="38" fill="#f0f9f8" />
      <path
        d="M44 70c0-14 10-24 24-24h104c14 0 24 10 24 24v30c0 12-9 21-21 21h-30l-12-14c-6-7-16-7-22 0l-12 14H65c-12 0-21-9-21-21z"
        fill="#165e5a"
      />
      <path
        d="M58 74c0-9 6-15 15-15h94c9 0 15 6 15 15v22c0 7-5 12-12 12h-22l-9-10c-9-10-29-10-38 0l-9 10H70c-7 0-12-5-12-12z"
        fill="#1d756f"
      />
      <ellipse cx="92" cy="84" rx="18" ry="14" fill="#10212b" />
      <ellipse cx="148" cy="84" rx="18" ry="14" fill="#10212b" />
      <path
        d="M84 78c4-4 10-5 15-2M140 78c4-4 10-5 15-2"
        stroke="#80c9c2"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M44 80H30c-4 0-6 3-6 6v6c0 3 2 6 6 6h14M196 80h14c4 0 6 3 6 6v6c0 3-2 6-6 6h-14"
        stroke="#165e5a"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="104" y="30" width="32" height="10" rx="5" fill="#2a8f88" />
      <path d="M118 132h4M120 130v4" stroke="#5a3fb5" strokeWidth="3" strokeLinecap="round" />
      <circle cx="120" cy="132" r="9" fill="none" stroke="#5a3fb5" strokeWidth="2.5" />
    </svg>
  );
}
