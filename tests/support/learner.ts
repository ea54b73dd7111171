import { eq } from "drizzle-orm";
import { subscriptions, users } from "@server/db/schema";
import { httpSession } from "./http-session";
import type { TestApp } from "./test-app";
import { professionalDetails } from "./professional-details";

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
  const response = await browser.postJson("/api/auth/sign-up/email", {
    email,
    password: learnerPassword,
    ...professionalDetails(options.name ?? "Test Learner"),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // Sign-up opens no session (decision 0046): the learner signs in.
  const signIn = await browser.postJson("/api/auth/sign-in/email", {
    email,
    password: learnerPassword,
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
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
