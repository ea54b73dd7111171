import { Avatar } from "~/components/ui/avatar";
import { Section, SectionHeading } from "~/components/marketing/section";
import { advisors } from "~/features/about-page/team";

const initials = (name: string) =>
  name
    .replace(/^(Dr|Professor|Prof)\s+/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function AdvisorList() {
  return (
    <Section headingId="advisors-heading" className="grid gap-12">
      <SectionHeading
        id="advisors-heading"
        eyebrow="Advisors"
        title="Guided by experienced clinicians"
        lead="Senior practitioners who review our content and keep it close to real practice."
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {advisors.map((advisor) => (
          <li
            key={advisor.name}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-xs"
          >
            <Avatar
              initial={initials(advisor.name)}
              size="lg"
              className="bg-accent-soft text-lg text-accent ring-accent/15"
            />
            <div className="grid gap-1">
              <h3 className="text-lg">{advisor.name}</h3>
              <p className="text-sm font-medium text-primary-700">{advisor.role}</p>
            </div>
            <p className="text-sm text-muted">{advisor.focus}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
