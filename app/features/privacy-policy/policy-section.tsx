import type { ReactNode } from "react";

export type PolicySectionProps = { number: number; id: string; title: string; children: ReactNode };

/** One numbered section of the privacy notice, an anchor target for the contents list. */
export function PolicySection({ number, id, title, children }: PolicySectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`}>
        <span className="mr-2 text-primary-600 tabular-nums">{number}.</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
