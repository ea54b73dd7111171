import { Form, Link, useNavigation } from "react-router";
import { Bell, Building2, LayoutDashboard, NotebookPen, LogOut, UserRound } from "lucide-react";
import type { HeaderUser } from "@common/user-display";
import { PersonName } from "~/components/layout/person-name";
import { UnreadCount, unreadWords } from "~/components/layout/unread-count";
import { Avatar } from "~/components/ui/avatar";
import { signOutAction } from "~/components/layout/sign-out-action";
import { Spinner } from "~/components/ui/spinner";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

/** The signed-in avatar dropdown with Dashboard, Account and Sign out (docs/product/public-site.md#header). */
export function UserMenu({
  user,
  signOutTo = "/",
  showName = false,
}: {
  user: HeaderUser;
  signOutTo?: string;
  showName?: boolean;
}) {
  const navigation = useNavigation();
  const signingOut = navigation.formAction === signOutAction;
  const unread = user.unreadNotices ?? 0;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={unread > 0 ? `Account menu, ${unreadWords(unread)}` : "Account menu"}
        className="group relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full focus-ring"
      >
        <UnreadCount count={unread} className="absolute -top-0.5 left-6 ring-2 ring-surface" />
        <Avatar
          initial={user.initial}
          className="transition-shadow group-hover:ring-4 group-hover:ring-primary-100 group-data-[state=open]:ring-4 group-data-[state=open]:ring-primary-100"
        />
        {showName && <PersonName name={user.displayName} />}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          Signed in as
          <span className="block truncate font-semibold text-ink">{user.displayName}</span>
          <span className="block truncate font-normal text-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link
            to="/notices"
            aria-label={unread > 0 ? `Notices, ${unreadWords(unread)}` : undefined}
          >
            <Bell aria-hidden="true" />
            Notices
            <UnreadCount count={unread} className="ml-auto" />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/learning-record">
            <NotebookPen aria-hidden="true" />
            Learning record
          </Link>
        </DropdownMenuItem>
        {user.managesInstitution && (
          <DropdownMenuItem asChild>
            <Link to="/manage">
              <Building2 aria-hidden="true" />
              Institution
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <Form method="post" action={signOutAction}>
          <input type="hidden" name="redirectTo" value={signOutTo} />
          {/* Keep the menu open on select: closing would unmount the button before the form submits. */}
          <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit" disabled={signingOut} aria-busy={signingOut || undefined}>
              {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              Sign out
            </button>
          </DropdownMenuItem>
        </Form>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
