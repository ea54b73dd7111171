import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ArrowRight, Building2, Check, UserRound } from "lucide-react";
import { cn } from "~/lib/cn";

type Audience = {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: readonly string[];
  action: string;
  tone: "teal" | "violet";
};

const audiences: readonly Audience[] = [
  {
    to: "/solutions/individuals",
    icon: UserRound,
    title: "For individuals",
    text: "Students, newly qualified and experienced clinicians who want to practise on their own terms.",
    points: ["Learn at your own pace", "Monthly or yearly plans", "7-day free trial"],
    action: "Explore individual plans",
    tone: "teal",
  },
  {
    to: "/solutions/institutions",
    icon: Building2,
    title: "For institutions",
    text: "Universities, hospitals and training centres that train groups of learners.",
    points: ["Custom modules and branding", "Central user management", "Group licensing"],
    action: "Explore institution plans",
    tone: "violet",
  },
];

const tones = {
  teal: { icon: "bg-primary-700", ring: "hover:border-primary-600", text: "text-primary-700" },
  violet: { icon: "bg-accent", ring: "hover:border-accent", text: "text-accent" },
} as const;

/** Individuals or institutions, each card one link (docs/product/public-site.md#solutions). */
export function AudienceChoice() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {audiences.map((audience) => {
        const tone = tones[audience.tone];
        const Icon = audience.icon;
        return (
          <li
            key={audience.to}
            className={cn(
              "group relative flex flex-col gap-5 rounded-3xl border-2 border-border bg-surface p-8 shadow-sm transition hover:shadow-lg motion-reduce:transition-none sm:p-10",
              "outline-offset-4 outline-focus has-[a:focus-visible]:outline-2",
              tone.ring,
            )}
          >
            <span
              className={cn("grid size-14 place-content-center rounded-2xl text-white", tone.icon)}
            >
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <h2 className="text-2xl sm:text-3xl">
              <Link
                to={audience.to}
                className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
              >
                {audience.title}
              </Link>
            </h2>
            <p className="text-lg text-muted">{audience.text}</p>
            <ul className="grid gap-2">
              {audience.points.map((point) => (
                <li key={point} className="flex items-center gap-2.5">
                  <Check aria-hidden="true" className={cn("size-5", tone.text)} strokeWidth={2.5} />
                  {point}
                </li>
              ))}
            </ul>
            <p
              aria-hidden="true"
              className={cn("mt-auto inline-flex items-center gap-2 pt-2 font-semibold", tone.text)}
            >
              {audience.action}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
