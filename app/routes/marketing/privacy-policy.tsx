import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/marketing/page-hero";
import { PolicyContents } from "~/features/privacy-policy/policy-contents";
import { PolicySectionsA } from "~/features/privacy-policy/policy-sections-a";
import { PolicySectionsB } from "~/features/privacy-policy/policy-sections-b";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/privacy-policy";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

const lastUpdated = { iso: "2025-11-01", label: "1 November 2025" };

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Privacy policy",
    `How ${brand.name} collects, uses and protects your personal data under UK data protection law, and how to exercise your rights.`,
  );

export default function PrivacyPolicy() {
  const email = useRootData()?.contactEmail ?? brand.defaultContactEmail;
  return (
    <div className="bg-surface">
      <Container size="prose" className="grid gap-10 py-16 sm:py-20">
        <header className="grid justify-items-start gap-4 border-b border-border pb-8">
          <Eyebrow>Legal</Eyebrow>
          <h1 className="text-4xl tracking-tight sm:text-5xl">Privacy policy</h1>
          <p className="text-muted">
            Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </p>
          <p className="text-lg text-ink/85">
            This notice explains what personal data {brand.name} collects when you use our website
            and training platform, why we use it, and the rights you have under the UK General Data
            Protection Regulation (UK GDPR) and the Data Protection Act 2018.
          </p>
        </header>
        <PolicyContents />
        <div className="prose-clinical max-w-none text-base sm:text-lg">
          <PolicySectionsA email={email} />
          <PolicySectionsB email={email} />
        </div>
      </Container>
    </div>
  );
}
