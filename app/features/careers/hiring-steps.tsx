const steps = [
  {
    title: "We read every application",
    text: "A person on the hiring team reads your CV and replies within ten working days.",
  },
  {
    title: "A friendly first call",
    text: "Thirty minutes to talk about the role, your experience and what you want next.",
  },
  {
    title: "A practical conversation",
    text: "No trick questions: we work through a real problem together, with time to prepare.",
  },
];

/** What an applicant can expect after pressing submit. */
export function HiringSteps() {
  return (
    <section aria-labelledby="hiring-steps-heading" className="grid content-start gap-5">
      <h2 id="hiring-steps-heading" className="text-2xl font-semibold tracking-tight">
        What happens next
      </h2>
      <ol className="grid gap-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-content-center rounded-full bg-primary-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="grid gap-0.5">
              <span className="font-semibold">{step.title}</span>
              <span className="text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
