import { Compass, Target } from "lucide-react";
import { Section } from "~/components/marketing/section";

const statements = [
  {
    icon: Target,
    title: "Our mission",
    text: "To give every clinician safe, realistic and repeatable ways to practise the skills patients depend on, wherever and whenever they work.",
  },
  {
    icon: Compass,
    title: "Our vision",
    text: "A health workforce in which nobody performs a procedure on a patient for the first time without having practised it first.",
  },
] as const;

export function MissionVision() {
  return (
    <Section className="grid gap-6 md:grid-cols-2">
      {statements.map(({ icon: Icon, title, text }) => (
        <div
          key={title}
          className="flex flex-col gap-4 rounded-3xl border border-primary-100 bg-gradient-to-br from-primary-50 to-surface p-8 sm:p-10"
        >
          <span className="grid size-12 place-content-center rounded-xl bg-primary-700 text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-2xl">{title}</h2>
          <p className="text-lg text-ink/85">{text}</p>
        </div>
      ))}
    </Section>
  );
}
