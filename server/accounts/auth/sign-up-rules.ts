import { APIError, createAuthMiddleware } from "better-auth/api";
import { profileSchema, signUpSchema } from "@common/auth/schemas";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import type { Logger } from "../../logger";
import { saveProfile } from "../profiles";

const signUpPath = "/sign-up/email";

/**
 * Every email sign-up, from our form or straight at the auth API, passes the form's own schema:
 * without the professional details it is refused with the form's first message, and nothing is
 * created (docs/product/accounts.md#sign-up). The name better-auth stores is made from the names given.
 */
export const checkSignUp = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== signUpPath) return;
  const parsed = signUpSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION_ERROR",
      message: parsed.error.issues[0]?.message ?? "Please check the form.",
    });
  }
  const input = parsed.data;
  return {
    context: {
      body: {
        ...(ctx.body as Record<string, unknown>),
        ...input,
        name: `${input.firstName} ${input.lastName}`,
      },
    },
  };
});

/**
 * Once the account exists, its profile (the one source of the person's name) is saved; a new
 * institution name goes to the back office's queue with it (saveProfile). Sign-up answers an
 * address that already has an account with a made-up user (no enumeration, decision 0046): that
 * id is in no table, and nothing is saved for it.
 */
export function saveSignUpProfile(deps: { db: Db; logger: Logger }) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== signUpPath) return;
    const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
    const id = returned?.user?.id;
    if (typeof id !== "string") return;
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) return;
    const profile = profileSchema.parse(ctx.body);
    await saveProfile(deps.db, user.id, profile);
  });
}
