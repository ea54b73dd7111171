import { Section, SectionHeading } from "~/components/marketing/section";
import { ExpandableBio } from "~/features/about-page/expandable-bio";
import { team } from "~/features/about-page/team";

export function TeamGrid() {
  return (
    <Section headingId="team-heading" tone="canvas" className="grid gap-12">
      <SectionHeading
        id="team-heading"
        eyebrow="Our team"
        title="The people behind the platform"
        lead="Doctors, nurses, educators and engineers who have all, at some point, wished they could practise one more time before it counted."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center shadow-xs sm:p-8"
          >
            <img
              src={member.photo}
              alt={`Portrait of ${member.name}`}
              width={128}
              height={128}
              loading="lazy"
              className="size-32 rounded-full ring-4 ring-primary-50"
            />
            <div className="grid gap-1">
              <h3 className="text-xl">{member.name}</h3>
              <p className="font-medium text-primary-700">{member.role}</p>
            </div>
            <div className="text-left">
              <ExpandableBio text={member.bio} className="text-base text-muted" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
