import { Glasses, Hand, History, UsersRound, Layers } from "lucide-react";
import { pageMeta } from "~/lib/meta";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import type { Route } from "./+types/coming-soon-vr";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "The next generation of VR training",
    "New VR scenarios, team training, hand tracking and debrief replays. Coming soon.",
  );

const highlights = [
  {
    icon: Layers,
    title: "A larger scenario library",
    text: "New scenarios for the deteriorating patient, paediatric care and obstetric emergencies.",
  },
  {
    icon: UsersRound,
    title: "Team scenarios",
    text: "Practise together in the same virtual room, with roles, handovers and closed-loop communication.",
  },
  {
    icon: Hand,
    title: "Hand tracking",
    text: "Pick up instruments with your own hands on supported standalone headsets, no controllers needed.",
  },
  {
    icon: History,
    title: "Debrief replays",
    text: "Watch your attempt back step by step with the tutor's prompts and stops, then try again.",
  },
] as const;

export default function ComingSoonVr() {
  return (
    <ComingSoonPage
      icon={Glasses}
      title="The next generation of VR training"
      lead="We are building richer scenarios, training for whole teams and more natural ways to interact, so practice in VR feels even closer to the ward."
      highlightsTitle="What is coming to VR"
      highlights={highlights}
      image={{
        src: "/images/product/vr-training.svg",
        alt: "A VR headset above a virtual clinical room, with a list of scenarios beside it.",
      }}
    />
  );
}
