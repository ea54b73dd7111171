import { randomUUID } from "node:crypto";
import { signUpOverHttp } from "./sign-up-over-http";

/**
 * A learner on a server running in its own process, over HTTP alone: signed up, subscribed
 * through test-mode checkout (billing without a Stripe key) and enrolled by a first visit to
 * `lesson`. `post` sends a form as the browser would, with our Origin and their cookie.
 */
export async function subscribedLearnerOver(baseURL: string, lesson: string) {
  const email = `learner-${randomUUID()}@example.org`;
  const cookie = await signUpOverHttp(baseURL, {
    email,
    password: "strong-pass-42!",
    name: "Noor",
  });
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
