import { Link } from "react-router";
import { ArrowRight, Bot, Glasses, Globe, PiggyBank } from "lucide-react";
import { brand } from "@common/brand";
import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/marketing/section";
import { IconCardGrid } from "~/components/marketing/icon-card-grid";
import { AccessSteps } from "~/features/home-page/access-steps";

const benefits = [
  {
    icon: Glasses,
    title: "Realistic practice",
    text: "Rehearse procedures in lifelike virtual scenarios, from cannulation to the deteriorating patient, where a mistake teaches rather than harms.",
  },
  {
    icon: Bot,
    title: "Interactive learning",
    text: `A tutor at your side prompts when you stall on a critical step, stops an unsafe action and explains why with its source, and answers “What should I check next?” from the scenario and the course’s lessons. Chat ${brand.name}, for your questions between sessions, is coming soon.`,
  },
  {
    icon: PiggyBank,
    title: "Save time and money",
    text: "Practise in fifteen minutes between shifts instead of travelling to a skills lab, with no consumables and no booking queue.",
  },
  {
    icon: Globe,
    title: "Accessible anywhere",
    text: "Train on a VR headset, a laptop or a tablet: at home, on placement or in the staff room.",
  },
] as const;

export function Benefits() {
  return (
    <Section headingId="benefits-heading" className="grid gap-12">
      <SectionHeading
        id="benefits-heading"
        eyebrow={`Why ${brand.name}`}
        title="Skills practice that fits around real clinical life"
        lead="Confidence comes from repetition. We make each repetition realistic, guided and easy to fit in."
      />
      <IconCardGrid items={benefits} columns={4} />
      <AccessSteps />
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg" variant="secondary">
          <Link to="/solutions">
            Find your solution
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/product">Explore the platform</Link>
        </Button>
      </div>
    </Section>
  );
}
