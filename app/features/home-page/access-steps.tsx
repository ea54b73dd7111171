import { KeyRound, LayoutDashboard, UserPlus } from "lucide-react";

const steps = [
  { icon: UserPlus, title: "Sign up", text: "Create your account with your professional details." },
  { icon: KeyRound, title: "Log in", text: "Sign in from any device, whenever you have a moment." },
  {
    icon: LayoutDashboard,
    title: "Access",
    text: "Open your courses and VR sessions and pick up where you left off.",
  },
] as const;

/** The "accessible anywhere" benefit's three steps (docs/product/public-site.md#home). */
export function AccessSteps() {
  return (
    <div className="rounded-3xl bg-primary-50 p-6 ring-1 ring-primary-100 sm:p-10">
      <h3 className="text-center text-xl">Start practising in three steps</h3>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex items-start gap-4">
            <span className="relative grid size-12 shrink-0 place-content-center rounded-full bg-primary-700 text-white shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 grid size-5 place-content-center rounded-full bg-surface text-xs font-bold text-primary-800 ring-1 ring-primary-200"
              >
                {index + 1}
              </span>
            </span>
            <div className="grid gap-1">
              <p className="font-semibold text-ink">{title}</p>
              <p className="text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
