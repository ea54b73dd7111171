import { Link } from "react-router";
import { brand } from "@common/brand";
import { compactFooterLinks, footerLinks } from "@common/site-links";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/layout/logo";
import { SocialLinks } from "~/components/layout/social-links";

const copyright = `© ${brand.copyrightYear} ${brand.name}. All rights reserved.`;

/**
 * The site footer (docs/product/public-site.md#footer); "compact" is for lesson and course screens (About,
 * Contact, social).
 */
export function SiteFooter({ variant = "full" }: { variant?: "full" | "compact" }) {
  return variant === "compact" ? <CompactFooter /> : <FullFooter />;
}

function FullFooter() {
  return (
    // The dark footer needs a lighter focus colour to keep 3:1 against it (WCAG 1.4.11).
    <footer className="bg-primary-950 text-primary-100 [--color-focus:#8ab4ff]">
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] md:gap-16">
          <div className="grid content-start gap-4">
            <Link
              to="/"
              aria-label={`${brand.name} home`}
              className="-m-1.5 w-fit rounded-lg p-1.5 focus-ring"
            >
              <Logo tone="inverse" />
            </Link>
            <p className="max-w-xs text-sm text-primary-200">{brand.tagline}</p>
            <SocialLinks tone="inverse" className="-ml-3" />
          </div>
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="-mx-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm text-primary-100 focus-ring hover:text-white hover:underline hover:underline-offset-4"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-12 border-t border-white/10 pt-6 text-sm text-primary-200">{copyright}</p>
      </Container>
    </footer>
  );
}

function CompactFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{copyright}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <nav aria-label="Footer">
            <ul className="-ml-2 flex items-center gap-1">
              {compactFooterLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-md px-2 text-sm text-muted focus-ring",
                      "hover:text-primary-800 hover:underline hover:underline-offset-4",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SocialLinks />
        </div>
      </Container>
    </footer>
  );
}
