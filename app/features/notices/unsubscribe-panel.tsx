import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

export type UnsubscribeState =
  | { valid: false }
  | {
      valid: true;
      token: string;
      what: string;
      optedOut: boolean;
      done: "unsubscribed" | "resubscribed" | null;
    };

/**
 * The page an optional email's unsubscribe link opens: what it turns off and a button to
 * confirm, or to turn it back on. A plain form: it works before (or without) JavaScript.
 */
export function UnsubscribePanel({ state }: { state: UnsubscribeState }) {
  if (!state.valid) {
    return (
      <div className="grid gap-4">
        <h1 className="text-3xl tracking-tight">Email preferences</h1>
        <Alert variant="danger" title="This link is not valid">
          It may have been copied incompletely: open it again from the email. If it still does not
          work, <Link to="/contact">tell us</Link> and we will turn the email off for you.
        </Alert>
      </div>
    );
  }
  const action = `/email/unsubscribe?token=${encodeURIComponent(state.token)}`;
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl tracking-tight">Email preferences</h1>
      {state.done === "unsubscribed" && (
        <Alert variant="success" role="status" title="You are unsubscribed">
          We will no longer email you {state.what}. You will still see them under Notices when you
          sign in.
        </Alert>
      )}
      {state.done === "resubscribed" && (
        <Alert variant="success" role="status" title="You are subscribed again">
          We will email you {state.what} again.
        </Alert>
      )}
      <p className="text-lg">
        {state.optedOut
          ? `You have turned off ${state.what}.`
          : `This link turns off ${state.what}.`}
      </p>
      <p className="text-muted">
        Reminders of mandatory training your institution assigns you cannot be turned off: your
        institution requires that training, and they stop once it is complete.
      </p>
      <form method="post" action={action}>
        {state.optedOut ? (
          <Button type="submit" name="intent" value="resubscribe" variant="outline">
            Subscribe again
          </Button>
        ) : (
          <Button type="submit" name="intent" value="unsubscribe">
            Unsubscribe
          </Button>
        )}
      </form>
    </div>
  );
}
