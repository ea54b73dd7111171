import type { APIRequestContext } from "@playwright/test";
import { signUpThenIn, type NewAccount } from "../../support/sign-up-over-http";

/** `signUpThenIn` through a browser context's request: the context's cookies hold the session. */
export function signUpThroughRequest(
  request: APIRequestContext,
  origin: string,
  account: NewAccount,
) {
  return signUpThenIn(async (path, data) => {
    const answer = await request.post(path, { data, headers: { origin } });
    return { status: answer.status() };
  }, account);
}
