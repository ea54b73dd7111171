import { brand } from "@common/brand";
import { cn } from "~/lib/cn";

type LogoProps = {
  className?: string;
  /** "inverse" is for dark backgrounds such as the footer. */
  tone?: "default" | "inverse";
  showWordmark?: boolean;
  wordmarkClassName?: string;
};

/** Our mark: an open "C" ending in a stethoscope bell, around a clinical cross. */
export function LogoMark({ className, tone = "default" }: Pick<LogoProps, "className" | "tone">) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect
        width="32"
        height="32"
        rx="9"
        className={tone === "inverse" ? "fill-primary-500" : "fill-primary-700"}
      />
      <path
        d="M22.36 9.64A9 9 0 1 0 22.36 22.36"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M16 12.4v7.2M12.4 16h7.2"
        fill="none"
        className="stroke-primary-200"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="22.36" cy="22.36" r="2.1" className="fill-primary-200" />
    </svg>
  );
}

export function Logo({
  className,
  tone = "default",
  showWordmark = true,
  wordmarkClassName,
}: LogoProps) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark tone={tone} />
      {showWordmark && (
        <span
          className={cn(
            "text-xl leading-none font-bold tracking-tight",
            tone === "inverse" ? "text-white" : "text-ink",
            wordmarkClassName,
          )}
        >
          {brand.name}
        </span>
      )}
    </span>
  );
}
