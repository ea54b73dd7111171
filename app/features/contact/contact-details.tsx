import { Building2, GraduationCap, LifeBuoy, Mail } from "lucide-react";
import { ContactIllustration } from "~/features/contact/contact-illustration";

const topics = [
  {
    icon: GraduationCap,
    title: "Courses and VR scenarios",
    text: "What each module covers, how a VR session runs and what you need to take part.",
  },
  {
    icon: Building2,
    title: "Plans for institutions",
    text: "Custom pricing, group licences and demos for universities, trusts and training centres.",
  },
  {
    icon: LifeBuoy,
    title: "Your account",
    text: "Signing in, subscriptions and billing, or anything that is not working as it should.",
  },
];

/** What people write to us about, and the address for those who prefer email. */
export function ContactDetails({ contactEmail }: { contactEmail: string }) {
  return (
    <div className="grid content-start gap-8">
      <section aria-labelledby="contact-topics" className="grid gap-4">
        <h2 id="contact-topics" className="text-lg font-semibold">
          We can help with
        </h2>
        <ul className="grid gap-4">
          {topics.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-content-center rounded-xl bg-primary-100 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold">{title}</span>
                <span className="text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex items-start gap-4 rounded-2xl border border-border bg-surface p-5 shadow-xs">
        <span className="grid size-10 shrink-0 place-content-center rounded-xl bg-accent-soft text-accent">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <p className="grid gap-0.5 text-muted">
          <span className="font-semibold text-ink">Prefer email?</span>
          <a
            href={`mailto:${contactEmail}`}
            className="w-fit font-semibold break-words text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            {contactEmail}
          </a>
          <span>We reply within two working days.</span>
        </p>
      </div>
      <ContactIllustration className="hidden w-full max-w-sm lg:block" />
    </div>
  );
}
