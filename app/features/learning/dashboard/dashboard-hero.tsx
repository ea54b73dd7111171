import { Link } from "react-router";
import { LifeBuoy } from "lucide-react";
import { Container } from "~/components/ui/container";

/** The dashboard hero, 'Safe. Realistic. Flexible.', with the 'Help & Support' link. */
export function DashboardHero({ firstName }: { firstName: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-primary-800 text-white">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 200"
        className="absolute inset-y-0 right-0 -z-10 h-full w-auto opacity-70"
        preserveAspectRatio="xMaxYMid slice"
      >
        <circle cx="330" cy="40" r="120" fill="#1d756f" />
        <circle cx="250" cy="190" r="70" fill="#165e5a" />
        <path d="M300 88h24v-24h16v24h24v16h-24v24h-16v-24h-24z" fill="#2a8f88" />
      </svg>
      <Container className="grid gap-6 py-10 sm:py-14 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div className="grid max-w-2xl gap-3">
          <p className="font-semibold text-primary-200">
            {firstName ? `Welcome back, ${firstName}` : "Welcome back"}
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl">
            Safe. Realistic. Flexible.
          </h1>
          <p className="text-lg text-primary-100">
            Build clinical confidence at your own pace: read, watch, then rehearse each skill in VR
            before you meet it on the ward.
          </p>
        </div>
        <Link
          to="/contact"
          className="inline-flex h-11 items-center gap-2 justify-self-start rounded-lg bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/30 focus-ring backdrop-blur-sm transition-colors [--color-focus:#8ab4ff] hover:bg-white/20"
        >
          <LifeBuoy aria-hidden="true" className="size-4" />
          Help &amp; Support
        </Link>
      </Container>
    </section>
  );
}
