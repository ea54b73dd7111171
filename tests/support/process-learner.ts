import { randomUUID } from "node:crypto";
import { professionalDetails } from "./professional-details";

/**
 * A learner on a server running in its own process, over HTTP alone: signed up, subscribed
 * through test-mode checkout (billing without a Stripe key) and enrolled by a first visit to
 * `lesson`. `post` sends a form as the browser would, with our Origin and their cookie.
 */
export async function subscribedLearnerOver(baseURL: string, lesson: string) {
  const email = `learner-${randomUUID()}@example.org`;
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: baseURL, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "strong-pass-42!", ...professionalDetails("Noor") }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const post = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${baseURL}${path}`, {
      ...init,
      method: "POST",
      redirect: "manual",
      headers: { origin: baseURL, cookie, ...(init.headers as Record<string, string>) },
      body: new URLSearchParams(fields),
    });
  const checkout = await post(
    "/billing/checkout",
    { plan: "standard", period: "monthly" },
    { headers: { accept: "application/json" } },
  );
  const { url } = (await checkout.json()) as { url: string };
  const confirmed = await post(url, {});
  if (confirmed.status !== 302) throw new Error(`test checkout failed: ${confirmed.status}`);
  const visit = await fetch(`${baseURL}${lesson}`, { headers: { cookie } });
  if (visit.status !== 200) throw new Error(`the lesson answered ${visit.status}`);
  return { email, cookie, post };
}
