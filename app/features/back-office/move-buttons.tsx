import { ArrowDown, ArrowUp } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Move up / Move down for one item of an ordered list: a plain form, so it works from the
 * keyboard and without JavaScript. At either end the button is shown disabled.
 */
export function MoveButtons({
  intent,
  id,
  name,
  first,
  last,
}: {
  intent: string;
  id: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <Form method="post" className="flex gap-2" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formKey" value={`${intent}-${id}`} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="direction"
        value="up"
        variant="outline"
        size="sm"
        disabled={first}
        aria-label={`Move ${name} up`}
      >
        <ArrowUp aria-hidden="true" />
        Move up
      </Button>
      <Button
        type="submit"
        name="direction"
        value="down"
        variant="outline"
        size="sm"
        disabled={last}
        aria-label={`Move ${name} down`}
      >
        <ArrowDown aria-hidden="true" />
        Move down
      </Button>
    </Form>
  );
}
