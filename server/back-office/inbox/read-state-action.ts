import { notFound } from "@common/forms/action-answer";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { Db } from "../../db/client";
import { redirectWithToast } from "../../http/flash-toast";
import { actorOf } from "../require-admin";
import type { InboxKind } from "./inbox-kinds";
import { setReadState } from "./read-state";

/** "Mark as read" / "Mark as unread" on an item's page: the change, then back to the page. */
export async function readStateAction(
  db: Db,
  admin: SessionUser,
  kind: InboxKind,
  id: string,
  intent: "mark-read" | "mark-unread",
  itemPath: string,
) {
  const read = intent === "mark-read";
  const outcome = await setReadState(db, actorOf(admin), kind, id, read);
  if (outcome === "missing") notFound();
  return redirectWithToast(itemPath, {
    type: outcome === "changed" ? "success" : "info",
    title:
      outcome === "changed"
        ? read
          ? "Marked as read"
          : "Marked as unread"
        : read
          ? "Already read"
          : "Already unread",
  });
}
