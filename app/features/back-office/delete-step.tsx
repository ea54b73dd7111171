import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";

/**
 * Deleting in two steps without JavaScript: "Delete" is a link to the page asking for
 * confirmation (`?delete=<id>`), where the real form posts `confirm=yes`.
 */
export function DeleteStep({
  intent,
  id,
  name,
  confirming,
  consequence,
}: {
  intent: string;
  id: string;
  name: string;
  confirming: boolean;
  consequence?: string;
}) {
  if (!confirming) {
    return (
      <Link
        to={`?delete=${id}`}
        preventScrollReset
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Link>
    );
  }
  return (
    <Alert variant="danger" title={`Delete ${name}?`} className="w-full" role="alert">
      <p>{consequence ?? "This cannot be undone."}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formKey" value={`${intent}-${id}`} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" variant="destructive" size="sm">
          Yes, delete
        </Button>
        <Link
          to="?"
          preventScrollReset
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Cancel
        </Link>
      </Form>
    </Alert>
  );
}
