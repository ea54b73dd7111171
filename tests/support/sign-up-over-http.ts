import { professionalDetails } from "./professional-details";

/**
 * Signs a new person up through the auth API over HTTP, then in: sign-up opens no session (it
 * answers an address that has an account exactly as a new one, decision 0046). Answers the
 * session's cookie header.
 */
export async function signUpOverHttp(
  baseURL: string,
  account: { email: string; password: string; name: string },
  headers: Record<string, string> = {},
) {
  const send = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/auth/${path}`, {
      method: "POST",
      headers: { ...headers, origin: baseURL, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const { email, password, name } = account;
  const signUp = await send("sign-up/email", { email, password, ...professionalDetails(name) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await send("sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
