import { data } from "react-router";
import type { AppContext } from "../context";
import { isOptedOut } from "./email-opt-outs";
import { optionalEmailKindNames } from "./optional-email-kinds";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * GET /email/unsubscribe?token=…: what the link turns off and whether it is off, with a button
 * to confirm (or to turn it back on). No session is needed: the signed token names the person.
 * Its buttons post to the one-click endpoint (one-click-unsubscribe.ts), which sends them back.
 */
export async function unsubscribePageLoader(
  request: Request,
  context: Pick<AppContext, "db" | "config">,
) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const claims = readUnsubscribeToken(context.config.authSecret, token);
  if (!claims) return data({ valid: false as const }, { status: 400 });
  const done = url.searchParams.get("done");
  const doneNow: "unsubscribed" | "resubscribed" | null =
    done === "unsubscribed" || done === "resubscribed" ? done : null;
  return {
    valid: true as const,
    token: token!,
    what: optionalEmailKindNames[claims.kind],
    optedOut: await isOptedOut(context.db, claims),
    done: doneNow,
  };
}
