import { useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * The address that confirms a certificate, to give an employer or put on a CV: selectable text
 * (works without JavaScript) and a copy button.
 */
export function VerificationAddress({
  url,
  label = "Verification address",
}: {
  url: string;
  label?: string;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-ink">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={url}
          className="min-w-0 rounded font-mono text-sm break-all text-primary-700 underline underline-offset-4 focus-ring"
        >
          {url}
        </a>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy address"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? "Verification address copied" : ""}
      </p>
    </div>
  );
}
