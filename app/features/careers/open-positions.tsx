import { ArrowDown, Clock, MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { Container } from "~/components/ui/container";

const positions = [
  {
    title: "Senior Full-Stack Engineer",
    team: "Engineering",
    place: "Remote (UK) or hybrid, Manchester",
    hours: "Full-time",
    text: "Build the courses, notes and assessments thousands of clinicians rely on, in TypeScript, React and PostgreSQL. You care about accessibility, tests and calm, readable code.",
  },
  {
    title: "Clinical Educator (Nursing)",
    team: "Clinical content",
    place: "Hybrid, London",
    hours: "Part-time, 3 days a week",
    text: "Write and review lessons and VR scenarios with our clinical advisors. You are an NMC-registered nurse with experience of simulation or practice education.",
  },
  {
    title: "VR Simulation Designer",
    team: "Product",
    place: "Hybrid, Manchester",
    hours: "Full-time",
    text: "Turn clinical procedures into believable, step-by-step simulations. You have shipped interactive 3D work and love watching learners use what you made.",
  },
];

/** Open Positions, and the address for questions about them (docs/product/public-site.md#careers). */
export function OpenPositions({ contactEmail }: { contactEmail: string }) {
  return (
    <section
      id="open-positions"
      aria-labelledby="positions-heading"
      className="scroll-mt-24 py-16 lg:py-20"
    >
      <Container className="grid gap-8">
        <div className="grid max-w-2xl gap-3">
          <h2 id="positions-heading" className="text-3xl font-semibold tracking-tight">
            Open Positions
          </h2>
          <p className="text-lg text-muted">
            Questions about a role, or about working with us? Email{" "}
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold break-words text-primary-700 underline underline-offset-4 hover:text-primary-900"
            >
              {contactEmail}
            </a>
            .
          </p>
        </div>
        <ul className="grid gap-5 lg:grid-cols-3">
          {positions.map((position) => (
            <li key={position.title} className="grid">
              <Card>
                <CardHeader>
                  <Badge variant="secondary">{position.team}</Badge>
                  <CardTitle as="h3" className="text-xl">
                    {position.title}
                  </CardTitle>
                  <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin aria-hidden="true" className="size-4" /> {position.place}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock aria-hidden="true" className="size-4" /> {position.hours}
                    </span>
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-muted">{position.text}</p>
                </CardContent>
                <CardFooter>
                  <a
                    href="#apply"
                    className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary-700 focus-ring hover:text-primary-900 hover:underline hover:underline-offset-4"
                  >
                    Apply below <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">for {position.title}</span>
                  </a>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
