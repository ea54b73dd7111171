import { EmailLink, PolicySection } from "~/features/privacy-policy/policy-section";

/** Sections 6 to 10 of the privacy notice. */
export function PolicySectionsB({ email }: { email: string }) {
  return (
    <>
      <PolicySection number={6} id="retention" title="How long we keep it">
        <ul>
          <li>
            Account and learning records: while your account is open, and deleted or anonymised
            within 90 days after you close it.
          </li>
          <li>Accounts unused for three years: we email you first, then delete them.</li>
          <li>
            Training records your institution keeps after you leave (section 3): for the period the
            institution sets, six years unless it chooses otherwise (between one and fifty), then
            erased automatically. Your notes, reflections and practice logs are not among them: they
            are deleted with your account.
          </li>
          <li>Invoices and payment records: six years, as tax law requires.</li>
          <li>Contact form messages: two years after our last reply.</li>
          <li>
            Job applications: six months after the recruitment decision, unless you agree to us
            keeping them longer.
          </li>
          <li>Server logs: 30 days.</li>
        </ul>
      </PolicySection>

      <PolicySection number={7} id="security" title="How we keep it secure">
        <p>
          All traffic to our service is encrypted, passwords are stored only as secure hashes, and
          access to personal data is limited to staff who need it for their work. We keep backups,
          apply security updates promptly and review our safeguards regularly. If a breach put your
          rights at risk, we would tell you and, where required, report it to the Information
          Commissioner&apos;s Office within 72 hours.
        </p>
      </PolicySection>

      <PolicySection number={8} id="your-rights" title="Your rights">
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and receive a copy;
          </li>
          <li>
            <strong>rectification</strong> of data that is inaccurate or incomplete;
          </li>
          <li>
            <strong>erasure</strong> of your data in certain circumstances;
          </li>
          <li>
            <strong>restriction</strong> of how we use your data while a concern is resolved;
          </li>
          <li>
            <strong>portability</strong>: to receive data you gave us in a reusable format;
          </li>
          <li>
            <strong>objection</strong> to processing based on our legitimate interests, and to
            direct marketing at any time.
          </li>
        </ul>
        <p>
          To use any of these rights, email <EmailLink email={email} />. There is normally no
          charge. We may ask you to confirm your identity, and requests are answered within one
          month. If a request is complex we may extend this by up to two further months, and we will
          tell you why.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us first so we can put
          it right. You also have the right to complain to the Information Commissioner&apos;s
          Office (ICO), the UK regulator, at{" "}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113.
        </p>
      </PolicySection>

      <PolicySection number={9} id="cookies" title="Cookies">
        <p>
          We use only strictly necessary cookies: a session cookie that keeps you signed in and
          protects your account, and a short-lived cookie that carries a confirmation message to the
          next page after you complete an action. These cookies are essential for the service to
          work, so they do not need your consent. We do not use analytics, advertising or tracking
          cookies.
        </p>
      </PolicySection>

      <PolicySection
        number={10}
        id="changes-and-contact"
        title="Changes to this notice and how to contact us"
      >
        <p>
          We review this notice regularly. When we change it we update the date at the top of this
          page, and if the change is significant we will tell you by email before it takes effect.
        </p>
        <p>
          For any question about this notice or your personal data, email{" "}
          <EmailLink email={email} />.
        </p>
      </PolicySection>
    </>
  );
}
