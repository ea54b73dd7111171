import { brand } from "@common/brand";
import { EmailLink, PolicySection } from "~/features/privacy-policy/policy-section";

/** Sections 1 to 5 of the privacy notice (UK GDPR and the Data Protection Act 2018). */
export function PolicySectionsA({ email }: { email: string }) {
  return (
    <>
      <PolicySection number={1} id="who-we-are" title="Who we are">
        <p>
          {brand.name} provides online clinical skills training. For the personal data described in
          this notice, {brand.name} is the controller: we decide how and why it is used.
        </p>
        <p>
          If you use {brand.name} through a university, hospital or training centre, that
          organisation is the controller for the training records it asks us to keep for it, and we
          process them on its instructions. You can contact us about any of your data at{" "}
          <EmailLink email={email} />.
        </p>
      </PolicySection>

      <PolicySection number={2} id="what-we-collect" title="The information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as
            a secure hash).
          </li>
          <li>
            <strong>Professional details you choose to give:</strong> your profession, registration
            body and number, institution and date of birth.
          </li>
          <li>
            <strong>Learning records:</strong> courses you enrol in, lesson progress, your notes and
            your assessment results.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, its status and renewal dates. Card
            details go straight to our payment provider; we never see or store them.
          </li>
          <li>
            <strong>Messages and applications:</strong> what you send through our contact form, and
            the CV and cover letter you send with a job application.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages you
            request, recorded in server logs to keep the service secure.
          </li>
        </ul>
        <p>
          We do not ask for health information about you. Please never enter information that could
          identify a patient, including in your notes.
        </p>
      </PolicySection>

      <PolicySection number={3} id="how-we-use-it" title="How we use it and our lawful bases">
        <ul>
          <li>
            <strong>Contract:</strong> to create your account, deliver courses and scenarios, record
            your progress and manage your subscription.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the service secure, prevent fraud and
            misuse, answer your enquiries, assess job applications and improve our content. We weigh
            these interests against your rights and do not use your data in ways you would not
            reasonably expect.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep financial records required by tax law.
          </li>
          <li>
            <strong>Consent:</strong> to send optional news and product updates by email. You can
            withdraw consent at any time with the link in every email.
          </li>
        </ul>
        <p>
          <strong>Training records your institution keeps:</strong> if you hold a seat through an
          employer or a place of study, that institution is the controller of the record of the
          training you complete with its seat (each course, completion date, score and certificate
          number, with your name, work email and staff or registration number), and we process it on
          its behalf. When you leave, by deleting your account or when the institution removes you,
          it keeps that record. Its lawful basis is its legal obligation (UK GDPR Article 6(1)(c))
          where the law requires it to keep staff training records, as the Health and Social Care
          Act 2008 (Regulated Activities) Regulations 2014 do for care providers registered with the
          CQC, or otherwise its legitimate interests as an employer or educator in showing that its
          staff are trained (Article 6(1)(f)). The record holds no health or other special category
          information about you.
        </p>
        <p>We do not make decisions about you by automated means that have legal effects.</p>
      </PolicySection>

      <PolicySection number={4} id="sharing" title="Who we share it with">
        <p>
          We never sell your personal data. We share it only with service providers who process it
          for us under contract and on our instructions (processors):
        </p>
        <ul>
          <li>
            <strong>Hosting:</strong> the infrastructure providers that run our servers, database
            and file storage.
          </li>
          <li>
            <strong>Email:</strong> the provider that delivers account emails such as verification
            and password reset messages.
          </li>
          <li>
            <strong>Payments:</strong> subscriptions are paid through Stripe, which handles your
            card details and keeps payment records under its own privacy policy.
          </li>
        </ul>
        <p>
          If you joined through your institution, we share your progress and results with it, and
          keep its training records of you on its behalf after you leave (see section 3). We may
          also disclose data to professional advisers, or where the law requires it.
        </p>
      </PolicySection>

      <PolicySection number={5} id="transfers" title="International transfers">
        <p>
          We store your data in the UK or the European Economic Area where we can. Some providers,
          such as Stripe, may process data in other countries, including the United States. When
          that happens we rely on UK adequacy regulations or on safeguards approved under UK law,
          such as the International Data Transfer Agreement or the UK Addendum to the EU Standard
          Contractual Clauses. You can ask us for a copy of the safeguards that apply.
        </p>
      </PolicySection>
    </>
  );
}
