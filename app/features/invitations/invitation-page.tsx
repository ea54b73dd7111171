import { Form, Link, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

type Props = {
  institutionName: string;
  invitedEmail: string;
  signedInAs: string | null;
  joined: boolean;
  subscribed: boolean;
  problem: string | null;
  returnTo: string;
  error: string | null;
};

/** The invitation link's page: one card whose content follows the visitor's situation. */
export function InvitationPage(props: Props) {
  return (
    <section className="mx-auto grid w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="gap-5 px-6 sm:px-10">
        <Content {...props} />
      </Card>
    </section>
  );
}

/** A link whose token matches no invitation: mistyped, cut short, or from another site. */
export function UnknownInvitation() {
  return (
    <section className="mx-auto grid w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="gap-4 px-6 sm:px-10">
        <h1 className="text-2xl font-semibold">This invitation link is not valid</h1>
        <p>
          Check that you opened the whole link from your invitation email. If it still does not
          work, ask your training lead to send the invitation again.
        </p>
      </Card>
    </section>
  );
}

const linkClasses = "font-medium text-primary-700 underline underline-offset-4 focus-ring";

function Content({
  institutionName,
  invitedEmail,
  signedInAs,
  joined,
  subscribed,
  problem,
  returnTo,
  error,
}: Props) {
  const navigation = useNavigation();
  const back = encodeURIComponent(returnTo);
  if (joined) {
    return (
      <>
        <h1 className="text-2xl font-semibold">{`You have joined ${institutionName}`}</h1>
        <p>{`Your seat opens ${institutionName}'s courses for as long as you hold it.`}</p>
        {subscribed && (
          <Alert variant="info" title="You also pay for your own subscription">
            {`The seat covers ${institutionName}'s courses at no cost to you. If you no longer need your own plan, you can cancel it in the billing portal; it stays active until the end of the period you have paid for.`}
            <p className="mt-2">
              <Link to="/billing/portal" className={linkClasses} reloadDocument>
                Manage or cancel your subscription
              </Link>
            </p>
          </Alert>
        )}
        <Button asChild className="w-fit">
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </>
    );
  }
  if (problem) {
    return (
      <>
        <h1 className="text-2xl font-semibold">{`Your invitation from ${institutionName}`}</h1>
        <Alert role="alert" variant="danger" title={problem} />
        <Link to={signedInAs ? "/dashboard" : "/login"} className={linkClasses}>
          {signedInAs ? "Go to your dashboard" : "Sign in"}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold">{`${institutionName} invites you to Clinova`}</h1>
      <p>
        {`${institutionName} has a seat for ${invitedEmail}. The seat opens the courses your institution has chosen, at no cost to you.`}
      </p>
      {error && <Alert role="alert" variant="danger" title={error} />}
      {signedInAs ? (
        <Form method="post" className="grid gap-3">
          <p className="text-sm text-muted">{`You are signed in as ${signedInAs}.`}</p>
          <Button type="submit" className="w-fit" loading={navigation.state === "submitting"}>
            Accept the invitation
          </Button>
        </Form>
      ) : (
        <div className="grid gap-3">
          <p>Create an account, or sign in if you have one, to accept.</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={`/signup?redirectTo=${back}`}>Sign up</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/login?redirectTo=${back}`}>Sign in</Link>
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
