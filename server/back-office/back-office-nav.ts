import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import { unreadCounts } from "./inbox/unread-counts";

export type NavItem = { to: string; label: string; count?: number };

/**
 * The back office's sections in the order the navigation lists them. An admin who has not set
 * up two-factor authentication sees only the page that sets it up.
 */
export async function backOfficeNav(db: Db, admin: SessionUser): Promise<NavItem[]> {
  if (!admin.twoFactorEnabled) return [{ to: "/admin/security", label: "Two-factor setup" }];
  const unread = await unreadCounts(db);
  return [
    { to: "/admin", label: "Overview" },
    { to: "/admin/inbox/messages", label: "Messages", count: unread.messages },
    { to: "/admin/inbox/applications", label: "Applications", count: unread.applications },
    { to: "/admin/inbox/enquiries", label: "Enquiries", count: unread.enquiries },
    { to: "/admin/members", label: "Members" },
    { to: "/admin/courses", label: "Courses" },
    { to: "/admin/articles", label: "Articles" },
    { to: "/admin/launch", label: "Launch status" },
    { to: "/admin/audit-log", label: "Audit log" },
    { to: "/admin/security", label: "Security" },
  ];
}
