import {
  BookOpenCheck,
  ListChecks,
  MessagesSquare,
  Route as RouteIcon,
  Search,
} from "lucide-react";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import type { Route } from "./+types/coming-soon-chat";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

const name = `Chat ${brand.name}`;

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    name,
    `${name} is an AI learning assistant that answers questions, quizzes you and plans your practice. Coming soon.`,
  );

const highlights = [
  {
    icon: Search,
    title: "Answers you can trace",
    text: "Replies drawn from our clinically reviewed courses, with a link to the lesson behind them.",
  },
  {
    icon: ListChecks,
    title: "Quizzes on demand",
    text: "Short question sets built from what you have studied, to check recall before a shift or an exam.",
  },
  {
    icon: RouteIcon,
    title: "A plan for your practice",
    text: "Suggestions for which scenario to repeat next, based on your scores and your goals.",
  },
  {
    icon: BookOpenCheck,
    title: "Works alongside your notes",
    text: "Turn your lesson notes into summaries and revision prompts in a couple of clicks.",
  },
] as const;

export default function ComingSoonChat() {
  return (
    <ComingSoonPage
      icon={MessagesSquare}
      title={name}
      lead={`${name} is an AI assistant built for clinical learning. It will answer your questions about a procedure, test your understanding and help you decide what to practise next.`}
      highlightsTitle={`What ${name} will do`}
      highlights={highlights}
      note={`${name} is a learning tool. It will not give advice about individual patients: always follow your local policies and ask a senior colleague.`}
      image={{
        src: "/images/product/chat-assistant.svg",
        alt: "A chat window in which the assistant explains how to document a cannula insertion.",
      }}
    />
  );
}
