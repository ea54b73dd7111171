import { LaunchCtaButton } from "~/components/marketing/launch-cta-button";
import { CtaBand } from "~/components/marketing/cta-band";

export function ClosingCta({ launched }: { launched: boolean }) {
  return (
    <CtaBand
      headingId="closing-cta-heading"
      title="Ready to practise with confidence?"
      text="Join clinicians who keep their skills sharp a few minutes at a time. Your first scenario is a few clicks away."
    >
      <LaunchCtaButton launched={launched} tone="inverse" />
    </CtaBand>
  );
}
