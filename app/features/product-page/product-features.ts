import { brand } from "@common/brand";
import type { ProductFeature } from "~/features/product-page/feature-section";

/** Three feature sections, each linking to its coming-soon page (docs/product/public-site.md#product). */
export const productFeatures: readonly ProductFeature[] = [
  {
    id: "vr-training",
    eyebrow: "VR training",
    title: "Practise procedures in a clinical room that never closes",
    text: "Immersive scenarios put you at the bedside with the equipment, the patient and the pressure, so the real thing feels familiar.",
    points: [
      "Procedures broken into clear steps, from hand hygiene to documentation",
      "A tutor that prompts when you stall on a critical step, stops an unsafe action and explains why with its source, and answers “What should I check next?” from the scenario and the course’s lessons",
      "A technique score after every attempt, so you can see yourself improve",
    ],
    link: { to: "/vr-coming-soon", label: "See what's next in VR" },
    image: {
      src: "/images/product/vr-training.svg",
      alt: "A VR headset above a virtual clinical room, with a list of scenarios beside it.",
    },
  },
  {
    id: "lms",
    eyebrow: "Learning management system",
    title: "Assign, track and evidence training across a team",
    text: "For educators and practice development teams: give every learner the right courses and see at a glance who is ready.",
    points: [
      "Assign courses and scenarios to cohorts with due dates",
      "Live dashboards of completion and assessment results",
      "Exportable records for audits, appraisal and revalidation",
    ],
    link: { to: "/lms-coming-soon", label: "Learn about the LMS" },
    image: {
      src: "/images/product/lms-dashboard.svg",
      alt: "A cohort dashboard with learners' progress bars and a completion chart.",
    },
    comingSoon: true,
  },
  {
    id: "chat",
    eyebrow: `Chat ${brand.name}`,
    title: "A study partner that knows the course as well as you do",
    text: `Chat ${brand.name} is an AI assistant for learning: it answers questions, quizzes you and suggests what to practise next.`,
    points: [
      "Answers drawn from our reviewed course content, with the lesson to revisit",
      "Quick quizzes made from the lessons you have studied",
      "A practice plan shaped by your progress and your goals",
    ],
    link: { to: `/chat-${brand.slug}-coming-soon`, label: `Meet Chat ${brand.name}` },
    image: {
      src: "/images/product/chat-assistant.svg",
      alt: "A chat window in which the assistant explains how to document a cannula insertion.",
    },
    comingSoon: true,
  },
];
