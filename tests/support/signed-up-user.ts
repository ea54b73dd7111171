import { httpSession } from "./http-session";
import { professionalDetails } from "./professional-details";
import type { TestApp } from "./test-app";

export const testPassword = "correct-horse-7!";

/** Signs a new person up through the auth API, then in; their cookie jar holds the session. */
export async function signedUpUser(subject: TestApp, email: string, name = "Sam Patel") {
  const browser = httpSession(subject);
  const response = await browser.postJson("/api/auth/sign-up/email", {
    email,
    password: testPassword,
    ...professionalDetails(name),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  const body = (await response.json()) as { user: { id: string } };
  // Sign-up opens no session (decision 0046): the person signs in.
  const signIn = await browser.postJson("/api/auth/sign-in/email", {
    email,
    password: testPassword,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
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
