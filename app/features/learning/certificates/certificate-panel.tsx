import { Form, Link } from "react-router";
import { Award, Download, Lock } from "lucide-react";
import type { CertificateOffer } from "@common/learning/course-achievement";
import { formatCpdHours } from "@common/learning/cpd-hours";
import { Button } from "~/components/ui/button";
import { VerificationAddress } from "./verification-address";

/** The course page's certificate of completion, in whichever state the learner is. */
export function CertificatePanel({
  courseSlug,
  offer,
}: {
  courseSlug: string;
  offer: CertificateOffer;
}) {
  const certificateUrl = `/course/${courseSlug}/certificate`;
  return (
    <section
      aria-labelledby="certificate-heading"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id="certificate-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden="true" className="size-5 text-primary-700" />
        Certificate of completion
      </h2>
      {offer.state === "earned" && (
        <>
          <p className="text-sm text-muted">
            Certificate number{" "}
            <span className="font-mono font-medium text-ink">{offer.number}</span>
          </p>
          {offer.canDownload ? (
            <Button asChild className="justify-self-start">
              <a href={certificateUrl} download>
                <Download aria-hidden="true" />
                Download certificate (PDF)
              </a>
            </Button>
          ) : (
            <p className="text-sm text-ink">
              Downloading the certificate needs Premium. <UpgradeLink />
            </p>
          )}
          <VerificationAddress url={offer.verificationUrl} />
          <p className="text-sm text-muted">
            Anyone with this address can confirm your certificate: share it with an employer or add
            it to your CV.
          </p>
        </>
      )}
      {offer.state === "claimable" && (
        <>
          <p className="text-sm text-ink">
            Your evidence of completion is complete: your certificate (
            {formatCpdHours(offer.cpdMinutes)} of CPD) is ready.
          </p>
          <Form method="post" action={certificateUrl}>
            <Button type="submit">
              <Award aria-hidden="true" />
              Get your certificate
            </Button>
          </Form>
        </>
      )}
      {offer.state === "in-progress" && (
        <p className="text-sm text-ink">
          {inProgressText(offer)} You will then download a certificate for{" "}
          {formatCpdHours(offer.cpdMinutes)} of CPD, with an address employers can check.
        </p>
      )}
      {offer.state === "premium-required" && (
        <p className="text-sm text-ink">
          <Lock aria-hidden="true" className="mr-1 inline size-4 align-[-2px] text-accent" />
          Premium members who study every lesson, pass the assessment and, where the course has one,
          the practice session download a certificate for {formatCpdHours(offer.cpdMinutes)} of CPD,
          with an address employers can check. <UpgradeLink />
        </p>
      )}
    </section>
  );
}

function UpgradeLink() {
  return (
    <Link
      to="/pricing"
      className="font-semibold text-accent underline underline-offset-4 focus-ring"
    >
      Upgrade to Premium
    </Link>
  );
}

function inProgressText(offer: Extract<CertificateOffer, { state: "in-progress" }>) {
  return offer.toDo === 1
    ? "One item of the evidence of completion remains."
    : `${offer.toDo} items of the evidence of completion remain.`;
}
