import { data, Form, Link, redirect } from "react-router";
import { brand } from "@common/brand";
import { ssoLinkSchema } from "@common/institutions/sso-link";
import { resendLimits } from "@server/accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import {
  clearPendingLinkCookie,
  linkSsoPath,
  pendingLinkToken,
} from "@server/institutions/sso/pending-link-cookie";
import { ssoLandingToast } from "@server/institutions/sso/sso-landing-toast";
import { connectSsoIdentity, pendingLinkFacts } from "@server/institutions/sso/sso-account-links";
import { ssoLinkEmail } from "@server/institutions/sso/sso-link-email";
import { readPendingLink, signPendingLink } from "@server/accounts/auth/sso-link-tokens";
import { landAfterSso } from "@server/institutions/sso/sso-sign-in";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { AuthShell } from "~/features/auth/auth-shell";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/link-sso";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Connect your account", "Connect your account to your institution's sign-in."),
  { name: "robots", content: "noindex" },
];

const expiredMessage = (institution: string) =>
  `This link has expired or is not valid. Sign in with ${institution} again to get a new one.`;

/**
 * Linking an existing account to an institution's sign-in (decision 0043). The provider named
 * an address that already has an account, so nobody was signed in: the owner shows the account is
 * theirs by signing in with its password or by following a link emailed to its address. The
 * browser that came back from the provider holds the pending link in a cookie (/auth/callback);
 * the emailed link holds a token of its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = context.config.authSecret;
  const confirm = new URL(request.url).searchParams.get("confirm");
  if (confirm !== null) {
    const link = readPendingLink(secret, confirm, "email");
    const facts = link && (await pendingLinkFacts(context.db, link));
    if (!facts) return { kind: "invalid" as const, message: expiredMessage("your institution") };
    return {
      kind: "confirm" as const,
      token: confirm,
      institutionName: facts.institutionName,
      email: facts.email,
    };
  }
  const link = readPendingLink(secret, pendingLinkToken(request) ?? "", "browser");
  const facts = link && (await pendingLinkFacts(context.db, link));
  if (!facts) throw redirect("/login");
  const user = await context.sessionUser();
  return {
    kind: user?.id === facts.userId ? ("connect" as const) : ("prove" as const),
    institutionName: facts.institutionName,
    email: facts.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const secret = context.config.authSecret;
  const form = await readForm(request, ssoLinkSchema);
  if (!form.ok) return data({ ...form, sent: null, connected: null }, { status: form.status });
  const { intent, token } = form.data;
  if (intent === "confirm") {
    // The emailed link: whoever holds it reads the account's mail.
    const link = readPendingLink(secret, token, "email");
    const facts = link && (await pendingLinkFacts(context.db, link));
    const outcome = link && facts ? await connectSsoIdentity(context.db, link) : "gone";
    if (outcome !== "linked" || !facts) return refusal(expiredMessage("your institution"));
    return { ok: true as const, errors: {}, values: {}, sent: null, connected: facts };
  }
  const link = readPendingLink(secret, pendingLinkToken(request) ?? "", "browser");
  const facts = link && (await pendingLinkFacts(context.db, link));
  if (!link || !facts) throw redirect("/login");
  if (intent === "email") {
    const refused = await refuseWhenRateLimited(context, resendLimits(facts.email));
    if (refused) return refused;
    const emailToken = signPendingLink(secret, { ...link, purpose: "email" });
    const url = `${context.config.appUrl}${linkSsoPath}?confirm=${encodeURIComponent(emailToken)}`;
    await context.mailQueue.enqueue({
      to: facts.email,
      ...ssoLinkEmail(url, facts.institutionName),
    });
    return { ok: true as const, errors: {}, values: {}, sent: facts.email, connected: null };
  }
  // "connect": the owner has signed in with the account's password in this browser.
  const user = await context.sessionUser();
  if (user?.id !== facts.userId) throw redirect(linkSsoPath);
  const outcome = await connectSsoIdentity(context.db, link);
  if (outcome !== "linked") return refusal(expiredMessage(facts.institutionName));
  const landing = await landAfterSso(
    context.db,
    { userId: user.id, email: user.email, hasProfile: Boolean(user.profile) },
    link.providerId,
  );
  const title = `Your account is connected to ${facts.institutionName}'s sign-in`;
  return redirectWithToast(
    "/dashboard",
    landing ? ssoLandingToast(landing, title) : { type: "success", title },
    { headers: { "Set-Cookie": clearPendingLinkCookie } },
  );
}

const refusal = (message: string) =>
  data(
    { ok: false as const, errors: { form: message }, values: {}, sent: null, connected: null },
    { status: 410 },
  );

export default function LinkSso({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData && "toast" in actionData ? actionData : undefined);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const error = errors.form ?? errors.intent;
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const connected = actionData && "connected" in actionData ? actionData.connected : null;
  if (connected) {
    const { institutionId, institutionName } = connected;
    return (
      <AuthShell title="Your account is connected">
        <p className="text-muted">
          {`From now on you can sign in to ${brand.name} with ${institutionName}.`}
        </p>
        <Button asChild className="w-fit">
          <Link to={`/auth/sso?institution=${institutionId}`} reloadDocument>
            {`Sign in with ${institutionName}`}
          </Link>
        </Button>
      </AuthShell>
    );
  }
  if (loaderData.kind === "invalid") {
    return (
      <AuthShell title="Connect your account">
        <Alert role="alert" variant="danger" title={loaderData.message} />
        <Button asChild variant="outline" className="w-fit">
          <Link to="/login">Back to Login</Link>
        </Button>
      </AuthShell>
    );
  }
  const { institutionName, email } = loaderData;
  return (
    <AuthShell title={`Connect ${institutionName}'s sign-in`}>
      {error && <Alert role="alert" variant="danger" title={error} />}
      {loaderData.kind === "confirm" ? (
        <Form method="post" className="grid gap-4">
          <p className="text-muted">
            {`Connect your ${brand.name} account `}
            <strong className="text-ink">{email}</strong>
            {` to ${institutionName}'s sign-in, so you can sign in with ${institutionName} from now on.`}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" name="intent" value="confirm" className="w-fit">
            Connect my account
          </Button>
        </Form>
      ) : loaderData.kind === "connect" ? (
        <Form method="post" className="grid gap-4">
          <p className="text-muted">
            {"You are signed in as "}
            <strong className="text-ink">{email}</strong>
            {`. Connect this account to ${institutionName}'s sign-in?`}
          </p>
          <Button type="submit" name="intent" value="connect" className="w-fit">
            Connect my account
          </Button>
        </Form>
      ) : (
        <div className="grid gap-4">
          <p className="text-muted">
            {`${institutionName} signed you in as `}
            <strong className="text-ink">{email}</strong>
            {`, and a ${brand.name} account already uses this address. To connect the two, show that the account is yours: sign in with its password, or follow a link we email to it.`}
          </p>
          {sent ? (
            <Alert
              role="status"
              variant="info"
              title={`We have emailed a link to ${sent}. It works for 30 minutes.`}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={`/login?redirectTo=${encodeURIComponent(linkSsoPath)}`}>
                Sign in with your password
              </Link>
            </Button>
            <Form method="post">
              <Button type="submit" name="intent" value="email" variant="outline">
                Email me a link
              </Button>
            </Form>
          </div>
        </div>
      )}
    </AuthShell>
  );
}
