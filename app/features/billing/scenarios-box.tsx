import { Link } from "react-router";
import { ArrowRight } from "lucide-react";

/** The 'Building new scenarios' box, linking to /contact (docs/product/billing.md#pricing). */
export function ScenariosBox() {
  return (
    <section
      aria-labelledby="scenarios-heading"
      className="grid gap-6 overflow-hidden rounded-3xl bg-accent-soft p-8 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:p-10"
    >
      <svg viewBox="0 0 64 64" role="img" className="size-16" aria-labelledby="scenarios-art">
        <title id="scenarios-art">A scenario card being drafted</title>
        <rect
          x="8"
          y="10"
          width="40"
          height="48"
          rx="6"
          fill="#fff"
          stroke="#5a3fb5"
          strokeWidth="2.5"
        />
        <path
          d="M16 22h24M16 30h24M16 38h14"
          stroke="#80c9c2"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="48" cy="16" r="10" fill="#5a3fb5" />
        <path d="M48 11v10M43 16h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <div className="grid gap-2">
        <h2 id="scenarios-heading" className="text-2xl font-semibold tracking-tight">
          Building new scenarios
        </h2>
        <p className="max-w-2xl text-ink/80">
          Our clinical team writes new scenarios every month with nurses, midwives, paramedics and
          doctors. Is there a skill you would like to rehearse safely before you meet it on the
          ward? Tell us, and it may shape what we build next.
        </p>
      </div>
      <Link
        to="/contact"
        className="inline-flex h-11 items-center gap-2 justify-self-start rounded-lg bg-accent px-5 text-sm font-semibold text-white focus-ring hover:bg-accent/90"
      >
        Suggest a scenario
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
