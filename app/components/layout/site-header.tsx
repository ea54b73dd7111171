import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { brand } from "@common/brand";
import { headerLinks } from "@common/site-links";
import { cn } from "~/lib/cn";
import { Button, buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/layout/logo";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { useServedWithoutScripts } from "~/components/layout/served-without-scripts";
import { Avatar } from "~/components/ui/avatar";
import { PersonName } from "~/components/layout/person-name";
import type { HeaderUser } from "@common/user-display";
import type { PartnerBrand } from "@common/institutions/partner-brand";

// Only signed-in visitors need the dropdown (Radix and its positioning engine): load it for them.
const UserMenu = lazy(() =>
  import("~/components/layout/user-menu").then((module) => ({ default: module.UserMenu })),
);

const mobileMenuId = "site-mobile-menu";

/**
 * The shared header (docs/product/public-site.md#header). Pages should render `<main id="main-content">`
 * for the skip link.
 */
export function SiteHeader({
  user,
  signOutTo = "/",
  showName = false,
  partner = null,
}: {
  user: HeaderUser | null;
  /** Signing out of lesson and assessment screens lands on /login (docs/product/public-site.md#header). */
  signOutTo?: string;
  /** Learning screens show the person's name beside their avatar: the one place they appear. */
  showName?: boolean;
  /** A seat holder's institution, whose logo stands beside ours (docs/product/institutions.md#institution-accounts: branding). */
  partner?: PartnerBrand | null;
}) {
  const { pathname } = useLocation();
  // Remember where the menu was opened: a new pathname closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const withoutScripts = useServedWithoutScripts();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && menuOpen) {
      setOpenedAt(null);
      toggleRef.current?.focus();
    }
  }

  return (
    <header
      onKeyDown={closeOnEscape}
      className="sticky top-0 z-40 border-b border-border bg-surface"
    >
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-primary-700 px-4 py-3 font-semibold text-white focus-ring focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <Container className="flex h-16 items-center gap-4 lg:h-18 lg:gap-8">
        <Link
          to="/"
          aria-label={`${brand.name} home`}
          className="-m-1.5 shrink-0 rounded-lg p-1.5 focus-ring"
        >
          {/* Tablet widths cannot fit the wordmark beside six links and two buttons. */}
          <Logo wordmarkClassName="md:max-lg:sr-only" />
        </Link>
        {partner && (
          <img
            src={partner.logoSrc}
            alt={partner.name}
            className="h-8 w-auto max-w-28 shrink-0 border-l border-border object-contain pl-3 sm:max-w-40"
          />
        )}

        <nav aria-label="Main" className="hidden flex-1 md:block">
          <ul className="flex items-center justify-center gap-0.5 lg:gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-11 items-center rounded-lg px-2.5 text-sm font-medium text-muted focus-ring transition-colors hover:bg-primary-50 hover:text-ink motion-reduce:transition-none lg:px-3.5 lg:text-base",
                      isActive && "bg-primary-50 font-semibold text-primary-800",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:ml-0 md:flex">
          {user ? (
            <Suspense
              fallback={
                // Until the menu has loaded (or for good, without JavaScript) the avatar still
                // leads somewhere useful: the account page.
                <Link
                  to="/account"
                  aria-label="Your account"
                  className="flex min-h-11 items-center gap-2 rounded-full focus-ring"
                >
                  <Avatar initial={user.initial} />
                  {showName && <PersonName name={user.displayName} />}
                </Link>
              }
            >
              <UserMenu user={user} signOutTo={signOutTo} showName={showName} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" className="px-3.5">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild className="px-4">
                <Link to="/signup">Sign Up</Link>
              </Button>
            </>
          )}
        </div>

        {withoutScripts ? (
          <DisclosureMenu user={user} signOutTo={signOutTo} />
        ) : (
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="ml-auto md:hidden"
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenedAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </Button>
        )}
      </Container>

      {withoutScripts ? null : (
        <MobileMenu
          id={mobileMenuId}
          open={menuOpen}
          user={user}
          signOutTo={signOutTo}
          onNavigate={() => setOpenedAt(null)}
        />
      )}
    </header>
  );
}

/**
 * The small-screen menu of a page sent without scripts: a native disclosure opens and closes
 * it, and following a link loads the next page, which closes it.
 */
function DisclosureMenu({ user, signOutTo }: { user: HeaderUser | null; signOutTo: string }) {
  return (
    <details className="group ml-auto md:hidden">
      <summary
        className={cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full shadow-md">
        <MobileMenu id={mobileMenuId} open user={user} signOutTo={signOutTo} />
      </div>
    </details>
  );
}
