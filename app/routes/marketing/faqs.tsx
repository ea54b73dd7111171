import { Link } from "react-router";
import { MessageCircleQuestion } from "lucide-react";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { FaqList } from "~/features/faqs/faq-list";
import { Eyebrow } from "~/components/marketing/page-hero";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "FAQs",
    `Answers to common questions about ${brand.name}: VR training, equipment, plans, content updates and progress tracking.`,
  );

export default function Faqs() {
  return (
    <div className="bg-gradient-to-b from-primary-50 to-canvas">
      <Container size="prose" className="grid gap-10 py-16 sm:py-20 lg:py-24">
        <header className="grid justify-items-center gap-5 text-center">
          <Eyebrow>FAQs</Eyebrow>
          <h1 className="text-4xl tracking-tight sm:text-5xl">Frequently asked questions</h1>
          <p className="max-w-2xl text-lg text-muted">
            Quick answers about how {brand.name} works. Choose a question to read the answer.
          </p>
        </header>
        <FaqList />
        <aside className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center shadow-xs ring-1 ring-border sm:flex-row sm:text-left">
          <span className="grid size-12 shrink-0 place-content-center rounded-full bg-accent-soft text-accent">
            <MessageCircleQuestion aria-hidden="true" className="size-6" />
          </span>
          <div className="grid flex-1 gap-1">
            <h2 className="text-xl">Still have a question?</h2>
            <p className="text-muted">
              Send us a message and a member of our team will get back to you.
            </p>
          </div>
          <Link
            to="/contact"
            className="rounded-md px-1 py-2 text-lg font-semibold text-primary-700 underline-offset-4 focus-ring hover:text-primary-900 hover:underline"
          >
            Contact us <span aria-hidden="true">→</span>
          </Link>
        </aside>
      </Container>
    </div>
  );
}
