import { Form, Link, NavLink } from "react-router";
import { Bell, Building2, LayoutDashboard, NotebookPen, LogOut, UserRound } from "lucide-react";
import { UnreadCount, unreadWords } from "~/components/layout/unread-count";
import { headerLinks } from "@common/site-links";
import type { HeaderUser } from "@common/user-display";
import { cn } from "~/lib/cn";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { signOutAction } from "~/components/layout/sign-out-action";

type MobileMenuProps = {
  signOutTo?: string;
  id: string;
  open: boolean;
  user: HeaderUser | null;
  /** Closes the menu after a link is followed in the app (a full page load needs none). */
  onNavigate?: () => void;
};

const rowClasses =
  "focus-ring flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-ink hover:bg-primary-50";

/** On small screens the header's links and actions sit in this toggled panel. */
export function MobileMenu({ id, open, user, onNavigate, signOutTo = "/" }: MobileMenuProps) {
  return (
    <div id={id} hidden={!open} className="border-t border-border bg-surface md:hidden">
      <Container className="py-3">
        <nav aria-label="Main">
          <ul className="grid gap-0.5">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(rowClasses, isActive && "bg-primary-50 font-semibold text-primary-800")
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 border-t border-border pt-4 pb-2">
          {user ? (
            <div className="grid gap-0.5">
              <p className="flex items-center gap-3 px-3 pb-2 text-sm text-muted">
                <Avatar initial={user.initial} size="sm" />
                <span className="grid min-w-0">
                  <span className="truncate font-semibold text-ink">{user.displayName}</span>
                  <span className="truncate">{user.email}</span>
                </span>
              </p>
              <Link to="/dashboard" onClick={onNavigate} className={rowClasses}>
                <LayoutDashboard aria-hidden="true" className="size-5 text-muted" />
                Dashboard
              </Link>
              <Link
                to="/notices"
                onClick={onNavigate}
                className={rowClasses}
                aria-label={
                  user.unreadNotices ? `Notices, ${unreadWords(user.unreadNotices)}` : undefined
                }
              >
                <Bell aria-hidden="true" className="size-5 text-muted" />
                Notices
                <UnreadCount count={user.unreadNotices ?? 0} className="ml-auto" />
              </Link>
              <Link to="/account/learning-record" onClick={onNavigate} className={rowClasses}>
                <NotebookPen aria-hidden="true" className="size-5 text-muted" />
                Learning record
              </Link>
              {user.managesInstitution && (
                <Link to="/manage" onClick={onNavigate} className={rowClasses}>
                  <Building2 aria-hidden="true" className="size-5 text-muted" />
                  Institution
                </Link>
              )}
              <Link to="/account" onClick={onNavigate} className={rowClasses}>
                <UserRound aria-hidden="true" className="size-5 text-muted" />
                Account
              </Link>
              <Form method="post" action={signOutAction}>
                <input type="hidden" name="redirectTo" value={signOutTo} />
                <button type="submit" className={cn(rowClasses, "w-full cursor-pointer text-left")}>
                  <LogOut aria-hidden="true" className="size-5 text-muted" />
                  Sign out
                </button>
              </Form>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Button asChild variant="outline" size="lg">
                <Link to="/login" onClick={onNavigate}>
                  Login
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link to="/signup" onClick={onNavigate}>
                  Sign Up
                </Link>
              </Button>
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}
