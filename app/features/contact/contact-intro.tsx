/** The exact heading and sub-heading of docs/product/public-site.md#contact, and what we do. */
export function ContactIntro() {
  return (
    <div className="grid content-start gap-6">
      <hgroup className="grid gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Contact</p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Got Questions?
        </h1>
        <p className="text-xl font-medium text-primary-800">Contact Us, we're waiting!</p>
      </hgroup>
      <p className="max-w-xl text-lg text-muted">
        Whether you are a student nurse getting ready for placement, a paramedic keeping a skill
        sharp or a training lead planning for a whole cohort, we would love to hear from you. Ask us
        about our realistic VR scenarios, our courses, notes and assessments, individual
        subscriptions, or custom plans for your institution.
      </p>
    </div>
  );
}
