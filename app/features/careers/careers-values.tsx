import { Award, BookOpen, HeartHandshake, Lightbulb, Users } from "lucide-react";
import { Container } from "~/components/ui/container";

const values = [
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We try new ideas in VR and AI tutoring, test them with real learners and keep only what helps them practise safely.",
  },
  {
    icon: Users,
    title: "Collaboration",
    text: "Nurses, doctors, paramedics, engineers and designers shape every scenario together, and every voice counts in review.",
  },
  {
    icon: Award,
    title: "Excellence",
    text: "Our clinical content is checked against current UK guidance, and we hold our code and design to the same standard.",
  },
  {
    icon: HeartHandshake,
    title: "Kindness",
    text: "We are patient with each other and with learners. Mistakes are for learning from, in training and at work.",
  },
  {
    icon: BookOpen,
    title: "Continuous learning",
    text: "Everyone has protected time and a yearly budget for courses, conferences and keeping their registration current.",
  },
];

/** Careers: culture and values (docs/product/public-site.md#careers). */
export function CareersValues() {
  return (
    <section aria-labelledby="values-heading" className="pt-6 pb-16 lg:pt-8 lg:pb-20">
      <Container className="grid gap-10">
        <div className="grid max-w-2xl gap-3">
          <h2 id="values-heading" className="text-3xl font-semibold tracking-tight">
            Our culture and values
          </h2>
          <p className="text-lg text-muted">
            We are a small team of clinicians, engineers and designers. We work closely, write
            things down, and keep patient safety at the centre of every decision.
          </p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {values.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5 shadow-xs"
            >
              <span className="grid size-11 place-content-center rounded-xl bg-primary-100 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
