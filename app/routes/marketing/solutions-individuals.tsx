import { Link } from "react-router";
import { ArrowRight, Award, Bot, CalendarClock, Glasses, LineChart, Wallet } from "lucide-react";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Button } from "~/components/ui/button";
import { IconCardGrid } from "~/components/marketing/icon-card-grid";
import { PageHero } from "~/components/marketing/page-hero";
import { Section, SectionHeading } from "~/components/marketing/section";
import { NumberedPoints } from "~/features/solutions/numbered-points";
import type { Route } from "./+types/solutions-individuals";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "For individuals",
    "Practise clinical skills at your own pace with VR scenarios, a tutor that stops unsafe steps and explains why, and progress tracking. Plans with a 7-day free trial.",
  );

const benefits = [
  {
    icon: CalendarClock,
    title: "Learn on your schedule",
    text: "Fit a fifteen-minute scenario around nights, placements and family life. No booking, no travel.",
  },
  {
    icon: Glasses,
    title: "Realistic VR scenarios",
    text: "Rehearse procedures with the equipment, the steps and the decisions you meet on the ward.",
  },
  {
    icon: Bot,
    title: "Feedback from a tutor at your side",
    text: "A prompt when you stall on a critical step, an unsafe action stopped with why and its source, and an answer to “What should I check next?” from the scenario and the course’s lessons.",
  },
  {
    icon: LineChart,
    title: "Progress you can see",
    text: "Track completed lessons, assessment scores and how your technique improves over time.",
  },
  {
    icon: Award,
    title: "Evidence for your portfolio",
    text: "Keep a record of your training, with certificates of completion on the Premium plan.",
  },
  {
    icon: Wallet,
    title: "Affordable and flexible",
    text: "Monthly or yearly plans for less than a single study day, with a 7-day free trial.",
  },
] as const;

const transformation = [
  {
    title: "From uncertain to prepared",
    text: "Walk onto the ward having already rehearsed the sequence, rather than meeting it for the first time.",
  },
  {
    title: "From theory to muscle memory",
    text: "Repetition with feedback turns what you have read into steps you perform without hesitation.",
  },
  {
    title: "From a one-off course to a habit",
    text: "Short, regular practice keeps rarely used skills fresh long after the certificate is filed.",
  },
] as const;

export default function SolutionsIndividuals() {
  return (
    <>
      <PageHero
        eyebrow="For individuals"
        title="Build clinical confidence at your own pace"
        lead={
          <p>
            {brand.name} gives students and practising clinicians a safe place to rehearse, make
            mistakes and improve, on any device and at any hour.
          </p>
        }
        actions={<PricingLink />}
      />
      <Section headingId="individual-benefits" className="grid gap-12">
        <SectionHeading
          id="individual-benefits"
          title="What you get"
          lead="Six reasons clinicians practise with us."
        />
        <IconCardGrid items={benefits} />
      </Section>
      <Section headingId="individual-change" tone="tint" className="grid gap-12">
        <SectionHeading
          id="individual-change"
          eyebrow="The difference it makes"
          title="How your practice changes"
        />
        <NumberedPoints points={transformation} />
        <div className="flex justify-center">
          <PricingLink />
        </div>
      </Section>
    </>
  );
}

function PricingLink() {
  return (
    <Button asChild size="lg">
      <Link to="/pricing">
        View Pricing Plans
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
