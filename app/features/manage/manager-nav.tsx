import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/** The manager area's sections for one institution; the current one is marked for screen readers. */
export function ManagerNav({ institutionId }: { institutionId: string }) {
  const base = `/manage/${institutionId}`;
  const items = [
    { to: base, label: "Overview", end: true },
    { to: `${base}/learners`, label: "Learners", end: false },
    { to: `${base}/cohorts`, label: "Cohorts", end: false },
    { to: `${base}/audit`, label: "Audit log", end: false },
    { to: `${base}/records`, label: "Training records", end: false },
  ];
  return (
    <nav aria-label="Institution">
      <ul className="flex gap-1 overflow-x-auto">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap focus-ring",
                  isActive ? "bg-primary-50 text-primary-800" : "text-ink hover:bg-primary-50",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
