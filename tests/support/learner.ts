import { eq } from "drizzle-orm";
import { subscriptions, users } from "@server/db/schema";
import { httpSession } from "./http-session";
import type { TestApp } from "./test-app";
import { signUpThenIn } from "./sign-up-over-http";

export const learnerPassword = "strong-pass-42!";

/**
 * A signed-up learner with a cookie jar, optionally subscribed: the subscription is a row
 * written the way billing writes it (provider "test"), since tests cannot reach Stripe.
 */
export async function signUpLearner(
  subject: TestApp,
  email: string,
  options: { tier?: "standard" | "premium"; status?: string; name?: string } = {},
) {
  const browser = httpSession(subject);
  await signUpThenIn(browser.postJson, {
    email,
    password: learnerPassword,
    name: options.name ?? "Test Learner",
  });
  const [user] = await subject.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("sign-up stored no user");
  if (options.tier) {
    await subject.database.db.insert(subscriptions).values({
      userId: user.id,
      provider: "test",
      customerId: `cus_test_${user.id}`,
      status: options.status ?? "active",
      tier: options.tier,
    });
  }
  return { ...browser, userId: user.id };
}

export type Learner = Awaited<ReturnType<typeof signUpLearner>>;
