import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import { unreadCounts, type UnreadCounts } from "./inbox/unread-counts";
import { can } from "../policy/can";

export type NavItem = { to: string; label: string; count?: number };

/**
 * The back office's sections in the order the navigation lists them, and the inbox's unread
 * counts they show (the overview shows them too, from the same statement), with the institution
 * names waiting for approval. An admin whose session has not passed two-factor authentication
 * sees only the page that sets it up or asks the code.
 */
export async function backOfficeNav(
  db: Db,
  admin: SessionUser,
): Promise<{ items: NavItem[]; unread: UnreadCounts | null }> {
  if (!admin.twoFactorEnabled) {
    return { items: [{ to: "/admin/security", label: "Two-factor setup" }], unread: null };
  }
  if (!can(admin, "back-office:use")) {
    return { items: [{ to: "/admin/security", label: "Two-factor code" }], unread: null };
  }
  const unread = await unreadCounts(db);
  const items = [
    { to: "/admin", label: "Overview" },
    { to: "/admin/inbox/messages", label: "Messages", count: unread.messages },
    { to: "/admin/inbox/applications", label: "Applications", count: unread.applications },
    { to: "/admin/inbox/enquiries", label: "Enquiries", count: unread.enquiries },
    { to: "/admin/members", label: "Members" },
    { to: "/admin/institutions", label: "Institutions" },
    {
      to: "/admin/institution-names",
      label: "Institution names",
      count: unread.pendingInstitutionNames,
    },
    { to: "/admin/courses", label: "Courses" },
    { to: "/admin/articles", label: "Articles" },
    { to: "/admin/launch", label: "Launch status" },
    { to: "/admin/email-queue", label: "Email queue" },
    { to: "/admin/audit-log", label: "Audit log" },
    { to: "/admin/security", label: "Security" },
  ];
  return { items, unread };
}
