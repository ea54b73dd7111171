import type { Auth } from "./create-auth";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  sessionId: string;
};

/** The signed-in user of a request, or null; one database read. */
export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    sessionId: session.session.id,
  };
}
