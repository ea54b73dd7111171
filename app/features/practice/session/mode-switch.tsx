import { Link } from "react-router";
import { cn } from "~/lib/cn";

export type PracticeMode = "3d" | "list";

/** The mode is kept in the address (`?mode=list`), so it survives a reload and works without JavaScript. */
export function modeFrom(search: string): PracticeMode {
  return new URLSearchParams(search).get("mode") === "list" ? "list" : "3d";
}

const modes: { mode: PracticeMode; label: string }[] = [
  { mode: "3d", label: "3D scene" },
  { mode: "list", label: "List" },
];

export function ModeSwitch({ mode }: { mode: PracticeMode }) {
  return (
    <nav aria-label="Practice mode" className="flex flex-wrap gap-2">
      {modes.map((option) => (
        <Link
          key={option.mode}
          to={`?mode=${option.mode}`}
          replace
          preventScrollReset
          aria-current={option.mode === mode ? "page" : undefined}
          className={cn(
            "inline-flex h-11 items-center rounded-lg border px-4 text-sm font-semibold focus-ring",
            option.mode === mode
              ? "border-primary-700 bg-primary-700 text-white"
              : "border-border-strong bg-surface text-ink hover:bg-primary-50",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
