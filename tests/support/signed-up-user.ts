import { httpSession } from "./http-session";
import { signUpThenIn } from "./sign-up-over-http";
import type { TestApp } from "./test-app";

export const testPassword = "correct-horse-7!";

/** Signs a new person up through the auth API, then in; their cookie jar holds the session. */
export async function signedUpUser(subject: TestApp, email: string, name = "Sam Patel") {
  const browser = httpSession(subject);
  const { signUp } = await signUpThenIn(browser.postJson, { email, password: testPassword, name });
  const body = (await signUp.json()) as { user: { id: string } };
  return { browser, id: body.user.id, email };
}

/** Signs an existing person in again in a fresh cookie jar: a second device. */
export async function secondDevice(subject: TestApp, email: string, userAgent: string) {
  const browser = httpSession(subject);
  const response = await browser.postJson(
    "/api/auth/sign-in/email",
    { email, password: testPassword },
    { headers: { "user-agent": userAgent } },
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return browser;
}
