import type { SVGProps } from "react";
import { socialLinks } from "@common/site-links";
import { cn } from "~/lib/cn";

// lucide-react 1.x dropped brand icons, so these are drawn here in lucide's 24px stroke style.
type IconProps = SVGProps<SVGSVGElement>;

const stroke = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function LinkedInIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M12 17v-6M12 14a2.5 2.5 0 0 1 5 0v3" />
      <circle cx="8" cy="7.6" r="0.6" fill="currentColor" />
    </svg>
  );
}

function TwitterIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <path d="M21 6.2c-.8.4-1.6.6-2.4.6.9-.6 1.5-1.3 1.8-2.2-.9.5-1.7.9-2.6 1a3.8 3.8 0 0 0-6.4 3.5C8.3 9 5.6 7.6 3.8 5.3c-1.1 2.1-.4 4.6 1.4 5.8-.6 0-1.2-.2-1.7-.5 0 1.9 1.3 3.6 3.1 3.9-.5.2-1.1.2-1.7.1.5 1.5 2 2.6 3.6 2.7A7.7 7.7 0 0 1 3 18.9 11 11 0 0 0 9 20.6c7.1 0 11-5.9 11-11v-.5c.8-.6 1.4-1.3 2-2.1" />
    </svg>
  );
}

function InstagramIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  );
}

const icons = { LinkedIn: LinkedInIcon, Twitter: TwitterIcon, Instagram: InstagramIcon } as const;

export function SocialLinks({
  tone = "default",
  className,
}: {
  tone?: "default" | "inverse";
  className?: string;
}) {
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {socialLinks.map(({ href, label }) => {
        const Icon = icons[label];
        return (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              className={cn(
                "grid size-11 place-content-center rounded-full focus-ring transition-colors motion-reduce:transition-none",
                tone === "inverse"
                  ? "text-primary-200 hover:bg-white/10 hover:text-white"
                  : "text-muted hover:bg-primary-50 hover:text-primary-800",
              )}
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
