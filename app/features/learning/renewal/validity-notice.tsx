import { Form } from "react-router";
import type { CompletionValidityView } from "@common/learning/completion-validity";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const badgeClass = {
  Valid: "",
  Expiring: "",
  Expired: "bg-danger-soft text-danger",
} as const;

/**
 * A completion's validity (docs/product/institutions.md#renewal): "Valid until …", "Expiring on …"
 * or "Expired on …" with its badge, and Renew once it is expiring or expired. Renewing reopens
 * the course: a fresh assessment and practice session renew the certificate.
 */
export function ValidityNotice({
  courseSlug,
  validity,
  className,
}: {
  courseSlug: string;
  validity: CompletionValidityView;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2 text-sm", className)}>
      <p className="flex flex-wrap items-center gap-2">
        <Badge
          variant={validity.badge === "Valid" ? "success" : "warning"}
          className={badgeClass[validity.badge]}
        >
          {validity.badge}
        </Badge>
        <span className="font-medium text-ink">{validity.label}</span>
      </p>
      {validity.renewing && <p className="text-muted">{validity.renewing}</p>}
      {validity.canRenew && (
        <Form method="post" action={`/course/${courseSlug}/renew`} className="relative z-10">
          <Button type="submit" size="sm" variant="outline">
            Renew
          </Button>
        </Form>
      )}
    </div>
  );
}
