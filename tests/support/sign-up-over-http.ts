import { professionalDetails } from "./professional-details";

/**
 * One way of posting JSON to the app: a cookie jar in-process, a socket from some address, a
 * browser's request context. Only the status matters here; callers read the rest of the answer.
 */
export type PostJson<Answer extends { status: number }> = (
  path: string,
  body: Record<string, unknown>,
) => Promise<Answer>;

export type NewAccount = {
  email: string;
  password: string;
  /** "First Last": the professional details are made from it. */
  name: string;
  /** Details that differ from the usual ones (an institution typed on sign-up…). */
  details?: Partial<ReturnType<typeof professionalDetails>>;
};

/**
 * Signs a new person up through the auth API, then in: sign-up opens no session (it answers an
 * address that has an account exactly as a new one, decision 0046). Throws unless both answer
 * 200; answers both answers.
 */
export async function signUpThenIn<Answer extends { status: number }>(
  post: PostJson<Answer>,
  { email, password, name, details }: NewAccount,
) {
  const signUp = await post("/api/auth/sign-up/email", {
    email,
    password,
    ...professionalDetails(name),
    ...details,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return { signUp, signIn };
}

/** `signUpThenIn` with `fetch` against a running server; answers the session's cookie header. */
export async function signUpOverHttp(
  baseURL: string,
  account: NewAccount,
  headers: Record<string, string> = {},
) {
  const { signIn } = await signUpThenIn(
    (path, body) =>
      fetch(`${baseURL}${path}`, {
        method: "POST",
        headers: { ...headers, origin: baseURL, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    account,
  );
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
