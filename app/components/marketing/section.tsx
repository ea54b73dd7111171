import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";

const tones = {
  plain: "bg-surface",
  canvas: "bg-canvas",
  tint: "bg-primary-50",
} as const;

type SectionProps = {
  /** Names the section for assistive technology through its heading. */
  headingId?: string;
  tone?: keyof typeof tones;
  size?: "prose" | "md" | "lg";
  className?: string;
  children: ReactNode;
};

export function Section({
  headingId,
  tone = "plain",
  size = "lg",
  className,
  children,
}: SectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn("py-16 sm:py-20 lg:py-24", tones[tone])}>
      <Container size={size} className={className}>
        {children}
      </Container>
    </section>
  );
}

type SectionHeadingProps = {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  className?: string;
};

/** The h2 that opens a section, with an optional kicker above and a lead below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "grid max-w-3xl gap-4",
        align === "center" && "mx-auto justify-items-center text-center",
        className,
      )}
    >
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wider text-primary-700 uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="text-lg text-muted">{lead}</p>}
    </div>
  );
}
