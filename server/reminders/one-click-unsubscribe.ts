import type { Handler } from "hono";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { optIn, optOut } from "./email-opt-outs";
import { unsubscribePath } from "./optional-email-kinds";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * POST /email/unsubscribe?token=…: the one-click unsubscribe of RFC 8058. A mail client posts
 * `List-Unsubscribe=One-Click` with no session and no page of ours open, so the signed token is
 * the only authority (the origin guard lets this path through: server/app.ts); it answers 200.
 * The confirmation page's own buttons post here too (`intent`), and are sent back to the page.
 */
export function oneClickUnsubscribe(deps: { db: Db; secret: string }): Handler<AppEnv> {
  return async (c) => {
    const token = c.req.query("token");
    const claims = readUnsubscribeToken(deps.secret, token);
    if (!claims) return c.text("This unsubscribe link is not valid.", 400);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form["List-Unsubscribe"] === "One-Click") {
      await optOut(deps.db, claims);
      return c.text("You are unsubscribed.", 200);
    }
    const resubscribe = form.intent === "resubscribe";
    await (resubscribe ? optIn : optOut)(deps.db, claims);
    const page = new URLSearchParams({
      token: token!,
      done: resubscribe ? "resubscribed" : "unsubscribed",
    });
    return c.redirect(`${unsubscribePath}?${page}`, 303);
  };
}
