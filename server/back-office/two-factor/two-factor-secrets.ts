import { and, eq } from "drizzle-orm";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import type { Auth } from "../../accounts/auth/create-auth";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema/index";

/**
 * The two-factor row better-auth's plugin keeps for a person (two-factor-codes.ts) is read and
 * written with the plugin's own key and ciphers, so the plugin's sign-in step reads what we write.
 */
export async function decryptWithAuthKey(auth: Auth, data: string) {
  return symmetricDecrypt({ key: (await auth.$context).secretConfig, data });
}

export async function encryptWithAuthKey(auth: Auth, data: string) {
  return symmetricEncrypt({ key: (await auth.$context).secretConfig, data });
}

/** True when `password` is the person's own (their email-and-password account's). */
export async function isOwnPassword(auth: Auth, db: Db, userId: string, password: string) {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  const context = await auth.$context;
  if (!account?.hash) {
    // The same work as a real check, so the answer's timing does not say whether one exists.
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: account.hash, password });
}
