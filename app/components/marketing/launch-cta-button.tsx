import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";

type LaunchCtaButtonProps = {
  launched: boolean;
  /** "inverse" sits on dark panels. */
  tone?: "default" | "inverse";
  className?: string;
};

/** 'Get Started Now!' to /get-started once launched, otherwise 'Sign Up' to /signup. */
export function LaunchCtaButton({ launched, tone = "default", className }: LaunchCtaButtonProps) {
  const [to, label] = launched ? ["/get-started", "Get Started Now!"] : ["/signup", "Sign Up"];
  return (
    <Button
      asChild
      size="lg"
      className={cn(
        tone === "inverse" && "bg-white text-primary-800 hover:bg-primary-50 active:bg-primary-100",
        className,
      )}
    >
      <Link to={to}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
