import { randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "@common/zod";
import type { MailQueue } from "../../mail/mail-queue";

const requestPath = "/request-password-reset";
export const resetRequestTask = "password-reset-request";

/** better-auth's own answer to a reset request, whoever the address belongs to. */
export const resetRequestAnswer = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

/** What a reset request carries, checked again when the worker takes it. */
export const resetRequestBody = z.object({ email: z.email(), redirectTo: z.string().optional() });

/**
 * A password-reset request does the same work whether or not the address has an account (no
 * enumeration by timing, ASVS 2.5.x): the request, from our form or the auth API, only puts a
 * task in the email queue and answers at once; the queue's worker then runs better-auth's own
 * request (the account lookup, the token, the email). `runTask` is what the app registers with
 * the queue (`mailQueue.handleTask`); only it passes the mark that lets a request through.
 */
export function resetRequestsQueued(mailQueue: MailQueue) {
  const mark = randomBytes(24).toString("base64url");
  const markHeader = "x-clinova-reset-worker";
  const plugin = {
    id: "reset-requests-queued",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === requestPath,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.headers?.get(markHeader) === mark) return;
            const body = resetRequestBody.safeParse(ctx.body);
            // Malformed: better-auth answers it as it would (the same for every address).
            if (!body.success) return;
            await mailQueue.enqueueTask({ kind: resetRequestTask, ...body.data });
            return ctx.json(resetRequestAnswer);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  const workerHeaders = () => new Headers({ [markHeader]: mark });
  return { plugin, workerHeaders };
}
