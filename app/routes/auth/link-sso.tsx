import { Form, Link } from "react-router";
import { brand } from "@common/brand";
import { linkSsoPath } from "@common/institutions/sso-link";
import { linkSsoAction, linkSsoPage } from "@server/institutions/sso/link-sso-page";
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

/** Linking an existing account to an institution's sign-in (decision 0043). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return linkSsoPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return linkSsoAction(context, request);
}

export default function LinkSso({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const errors = actionData?.errors ?? {};
  const error = errors.form ?? errors.intent;
  const sent = actionData?.sent ?? null;
  const connected = actionData?.connected ?? null;
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
