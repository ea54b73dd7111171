import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { controlCharacterMessage, findControlCharacter } from "@common/forms/control-characters";

/**
 * The forms' input rule (server/http/read-form.ts) on the auth API's bodies too, JSON or form:
 * a control character other than tab and line breaks anywhere in them is a 400 with the forms'
 * message, before any endpoint reads or stores it. (Query strings are refused before the auth
 * API: server/http/refuse-control-characters.ts.)
 */
export const controlCharacterRule = {
  id: "control-character-rule",
  hooks: {
    before: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          if (findControlCharacter(ctx.body) === null) return;
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_CHARACTERS",
            message: controlCharacterMessage,
          });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
