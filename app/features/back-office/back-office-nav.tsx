import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

export type BackOfficeNavItem = {
  to: string;
  label: string;
  /** New items waiting there, shown as a badge when above zero. */
  count?: number;
};

/** The back office's sections, a list of links with the current one marked for screen readers. */
export function BackOfficeNav({ items }: { items: BackOfficeNavItem[] }) {
  return (
    <nav aria-label="Back office">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/admin"}
              className={({ isActive }) =>
                cn(
                  "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-ring",
                  isActive ? "bg-primary-50 text-primary-800" : "text-ink hover:bg-primary-50",
                )
              }
            >
              <span>{item.label}</span>
              {item.count ? (
                <span className="rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {item.count}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
