import { Link } from "react-router";
import {
  ArrowRight,
  BarChart3,
  Blocks,
  Palette,
  PlugZap,
  UsersRound,
  BadgePercent,
} from "lucide-react";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Button } from "~/components/ui/button";
import { IconCardGrid } from "~/components/marketing/icon-card-grid";
import { PageHero } from "~/components/marketing/page-hero";
import { Section, SectionHeading } from "~/components/marketing/section";
import { NumberedPoints } from "~/features/solutions/numbered-points";
import type { Route } from "./+types/solutions-institutions";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "For institutions",
    `${brand.name} for universities, hospitals and training centres: custom modules, central user management, reporting and group licensing.`,
  );

const advantages = [
  {
    icon: Blocks,
    title: "Customisable modules",
    text: "Shape scenarios and courses around your curriculum, local policies and equipment.",
  },
  {
    icon: UsersRound,
    title: "Central user management",
    text: "Add learners in bulk, organise them into cohorts and manage access from one place.",
  },
  {
    icon: BarChart3,
    title: "Reporting that answers questions",
    text: "See who has completed what and how cohorts perform, ready for quality and governance reviews.",
  },
  {
    icon: PlugZap,
    title: "Integrations",
    text: "Connect single sign-on and your existing learning systems, so training fits current workflows.",
  },
  {
    icon: BadgePercent,
    title: "Group licensing",
    text: "Licences for whole programmes or departments, with volume discounts as you grow.",
  },
  {
    icon: Palette,
    title: "Your branding",
    text: "Present the platform in your organisation's colours and logo, so learners know it is yours.",
  },
] as const;

const support = [
  {
    title: "A dedicated account manager",
    text: "One named contact who knows your programme, from the first pilot onwards.",
  },
  {
    title: "Onboarding for faculty",
    text: "Training for your educators on running sessions, reading reports and debriefing.",
  },
  {
    title: "Curriculum mapping",
    text: "Help matching our content to your learning outcomes and professional standards.",
  },
  {
    title: "Responsive technical support",
    text: "UK-based help for your IT team with set-up, devices, access and security reviews.",
  },
] as const;

export default function SolutionsInstitutions() {
  return (
    <>
      <PageHero
        eyebrow="For institutions"
        title="Scale skills training across your organisation"
        lead={
          <p>
            Give every learner consistent, repeatable practice, and give your educators the tools
            and evidence to run it, without adding pressure on skills labs or faculty time.
          </p>
        }
        actions={<DemoLink />}
      />
      <Section headingId="institution-advantages" className="grid gap-12">
        <SectionHeading
          id="institution-advantages"
          title="Built for programmes, not just people"
          lead="Six advantages for universities, hospitals and training centres."
        />
        <IconCardGrid items={advantages} />
      </Section>
      <Section headingId="institution-support" tone="tint" className="grid gap-12">
        <SectionHeading
          id="institution-support"
          eyebrow="Support"
          title="We work alongside your team"
        />
        <NumberedPoints points={support} columns={4} />
        <div className="flex justify-center">
          <DemoLink />
        </div>
      </Section>
    </>
  );
}

function DemoLink() {
  return (
    <Button asChild size="lg">
      <Link to="/contact">
        Request a Custom Demo
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
