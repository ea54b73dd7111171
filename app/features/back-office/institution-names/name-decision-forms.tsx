import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** The id of the page's one list of approved names, which every merge field suggests from. */
export const approvedNamesListId = "approved-institution-names";

/** The approved names, suggested by each row's merge field (plain HTML: no JavaScript needed). */
export function ApprovedNamesList({ names }: { names: { id: string; name: string }[] }) {
  return (
    <datalist id={approvedNamesListId}>
      {names.map((entry) => (
        <option key={entry.id} value={entry.name} />
      ))}
    </datalist>
  );
}

/**
 * A waiting name's three decisions, each its own form posting one intent: approve, merge into
 * an approved name, reject. The page comes back with a toast.
 */
export function NameDecisionForms({ nameId, name }: { nameId: string; name: string }) {
  const navigation = useNavigation();
  const busyWith = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("nameId") === nameId &&
    navigation.formData.get("intent") === intent;
  const mergeId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="nameId" value={nameId} />
          <Button
            type="submit"
            size="sm"
            loading={busyWith("approve")}
            aria-label={`Approve “${name}”`}
          >
            Approve
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="nameId" value={nameId} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            loading={busyWith("reject")}
            aria-label={`Reject “${name}”`}
          >
            Reject
          </Button>
        </Form>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="nameId" value={nameId} />
        <div className="grid gap-1">
          <Label htmlFor={mergeId} className="text-xs">
            Merge into
          </Label>
          <Input
            id={mergeId}
            name="into"
            list={approvedNamesListId}
            required
            autoComplete="off"
            className="h-9 min-w-48"
            placeholder="An approved name"
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          loading={busyWith("merge")}
          aria-label={`Merge “${name}” into the approved name chosen`}
        >
          Merge
        </Button>
      </Form>
    </div>
  );
}
