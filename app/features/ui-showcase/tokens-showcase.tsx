import { ShowcaseSection } from "~/features/ui-showcase/showcase-section";

// Full class names so Tailwind's scanner generates each one.
const primary = [
  { name: "primary-50", className: "bg-primary-50" },
  { name: "primary-100", className: "bg-primary-100" },
  { name: "primary-200", className: "bg-primary-200" },
  { name: "primary-300", className: "bg-primary-300" },
  { name: "primary-400", className: "bg-primary-400" },
  { name: "primary-500", className: "bg-primary-500" },
  { name: "primary-600", className: "bg-primary-600" },
  { name: "primary-700", className: "bg-primary-700" },
  { name: "primary-800", className: "bg-primary-800" },
  { name: "primary-900", className: "bg-primary-900" },
  { name: "primary-950", className: "bg-primary-950" },
];

const semantic = [
  { name: "ink", className: "bg-ink" },
  { name: "muted", className: "bg-muted" },
  { name: "canvas", className: "bg-canvas" },
  { name: "surface", className: "bg-surface" },
  { name: "border", className: "bg-border" },
  { name: "border-strong", className: "bg-border-strong" },
  { name: "focus", className: "bg-focus" },
  { name: "danger", className: "bg-danger" },
  { name: "danger-soft", className: "bg-danger-soft" },
  { name: "success", className: "bg-success" },
  { name: "success-soft", className: "bg-success-soft" },
  { name: "warning", className: "bg-warning" },
  { name: "warning-soft", className: "bg-warning-soft" },
  { name: "accent", className: "bg-accent" },
  { name: "accent-soft", className: "bg-accent-soft" },
];

const typeScale = [
  { name: "text-6xl", className: "text-6xl font-semibold" },
  { name: "text-5xl", className: "text-5xl font-semibold" },
  { name: "text-4xl", className: "text-4xl font-semibold" },
  { name: "text-3xl", className: "text-3xl font-semibold" },
  { name: "text-2xl", className: "text-2xl font-semibold" },
  { name: "text-xl", className: "text-xl font-semibold" },
  { name: "text-lg", className: "text-lg" },
  { name: "text-base", className: "text-base" },
  { name: "text-sm", className: "text-sm" },
  { name: "text-xs", className: "text-xs" },
];

function Swatches({
  label,
  items,
}: {
  label: string;
  items: { name: string; className: string }[];
}) {
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {items.map((item) => (
          <li
            key={item.name}
            className="overflow-hidden rounded-xl border border-border bg-surface"
          >
            <div className={`h-16 border-b border-border ${item.className}`} />
            <p className="px-3 py-2 font-mono text-xs">--color-{item.name}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TokensShowcase() {
  return (
    <>
      <ShowcaseSection id="colours" title="Colour tokens">
        <Swatches label="Primary (deep teal)" items={primary} />
        <Swatches label="Semantic" items={semantic} />
      </ShowcaseSection>
      <ShowcaseSection id="type" title="Type scale">
        <ul className="grid gap-4">
          {typeScale.map((step) => (
            <li key={step.name} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-baseline">
              <span className="font-mono text-xs text-muted">{step.name}</span>
              <span className={`truncate ${step.className}`}>Confident clinical skills</span>
            </li>
          ))}
        </ul>
        <div className="prose-clinical rounded-2xl border border-border bg-surface p-6">
          <h2>prose-clinical</h2>
          <p>
            Long-form text for articles and lessons. Wash hands for at least{" "}
            <strong>20 seconds</strong> before and after each patient contact, and read the{" "}
            <a href="#type">local infection control policy</a>.
          </p>
          <ul>
            <li>Introduce yourself and confirm the patient&apos;s identity.</li>
            <li>Explain the procedure and gain consent.</li>
          </ul>
        </div>
      </ShowcaseSection>
    </>
  );
}
