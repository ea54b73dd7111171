import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { noticeActionSchema, noticesShown } from "@common/notices/notice-forms";
import { safeRedirect } from "@common/safe-redirect";
import type { AppContext } from "../context";
import { notices } from "../db/schema/index";
import { readForm } from "../http/read-form";
import { requireUser } from "../accounts/require-user";

/**
 * /notices (docs/product/institutions.md#reminders-and-notices): the signed-in person's notices,
 * newest first, in one statement scoped to them.
 */
export async function noticesPageLoader(request: Request, context: AppContext) {
  const user = await requireUser(context, request, { profile: "any" });
  const rows = await context.db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      href: notices.href,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
    })
    .from(notices)
    .where(eq(notices.userId, user.id))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(noticesShown);
  return {
    notices: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      href: row.href,
      createdAt: row.createdAt.toISOString(),
      unread: row.readAt === null,
    })),
  };
}

/**
 * Opening a notice marks it read and follows its link; "Mark all as read" marks every unread
 * one. Both change only the person's own rows (in SQL): someone else's notice is 404.
 */
export async function noticesPageAction(request: Request, context: AppContext) {
  const user = await requireUser(context, request, { profile: "any" });
  const form = await readForm(request, noticeActionSchema);
  if (!form.ok) throw data(null, { status: 404 });
  const mine = eq(notices.userId, user.id);
  if (form.data.intent === "read-all") {
    await context.db
      .update(notices)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notices.readAt)));
    return { ok: true as const };
  }
  const [opened] = await context.db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(mine, eq(notices.id, form.data.noticeId)))
    .returning({ href: notices.href });
  if (!opened) throw data(null, { status: 404 });
  // A notice's link is a path of ours; anything else lands back on the list.
  throw redirect(safeRedirect(opened.href ?? "/notices", "/notices"), 303);
}
