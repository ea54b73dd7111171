import type { ReactNode } from "react";

export function ShowcaseSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24 border-t border-border pt-10">
      <h2 id={id} className="mb-6 text-2xl">
        {title}
      </h2>
      <div className="grid gap-8">{children}</div>
    </section>
  );
}

export function ShowcaseRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
