import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";

/** The frame of every account screen: a calm panel beside the form. */
export function AuthShell(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-canvas px-4 py-12 sm:py-20">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-border bg-surface shadow-lg md:grid-cols-[1fr_1.1fr]">
        <div className="hidden flex-col justify-between gap-8 bg-primary-800 p-10 text-white md:flex">
          <p className="text-2xl leading-snug font-semibold text-balance">
            Confident care starts with practice you can trust.
          </p>
          <ul className="grid gap-3 text-primary-100">
            {[
              "Realistic scenarios built with clinicians",
              "Learn at your own pace, on any device",
              "Your data protected under UK GDPR",
            ].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <ShieldCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-primary-300"
                />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-6 p-6 sm:p-10">
          <header className="grid gap-2">
            <h1 className="text-3xl font-semibold tracking-tight">{props.title}</h1>
            {props.intro && <p className="text-muted">{props.intro}</p>}
          </header>
          {props.children}
        </div>
      </div>
    </section>
  );
}
