import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DeleteStep } from "./delete-step";
import { MoveButtons } from "./move-buttons";

type OrderedItem = {
  /** Names the intents (`move-block`, `delete-block`). */
  kind: "module" | "lesson" | "block" | "question";
  id: string;
  /** How the buttons name the item to a screen reader: "question 2". */
  name: string;
  first: boolean;
  last: boolean;
  confirmingDelete: boolean;
  deleteConsequence?: string;
};

/** Move up / Move down and Delete for one item of an ordered list. */
export function OrderedItemActions({
  kind,
  id,
  name,
  first,
  last,
  confirmingDelete,
  deleteConsequence,
}: OrderedItem) {
  return (
    <div className="flex flex-wrap gap-2">
      <MoveButtons intent={`move-${kind}`} id={id} name={name} first={first} last={last} />
      <DeleteStep
        intent={`delete-${kind}`}
        id={id}
        name={name}
        confirming={confirmingDelete}
        consequence={deleteConsequence}
      />
    </div>
  );
}

/**
 * One item of an editor's ordered list (a module, a lesson's block, a question): a card titled
 * with the item, Move up / Move down and Delete beside the title, what the item holds, then its
 * own form folded under "Edit …". `kind` names the intents (`move-block`, `delete-block`) and
 * the anchors the editor returns to (`#block-<id>`).
 */
export function OrderedItemCard({
  kind,
  id,
  name,
  title,
  first,
  last,
  confirmingDelete,
  deleteConsequence,
  edit,
  children,
}: OrderedItem & {
  title: ReactNode;
  /** The item's form; `open` when it was the form just posted. */
  edit?: { open: boolean; form: ReactNode };
  children: ReactNode;
}) {
  const titleId = `${kind}-title-${id}`;
  return (
    <li id={`${kind}-${id}`}>
      <Card aria-labelledby={titleId} className="gap-4">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle as="h3" id={titleId}>
            {title}
          </CardTitle>
          <OrderedItemActions
            kind={kind}
            id={id}
            name={name}
            first={first}
            last={last}
            confirmingDelete={confirmingDelete}
            deleteConsequence={deleteConsequence}
          />
        </CardHeader>
        <CardContent className="grid gap-4">
          {children}
          {edit && (
            <details open={edit.open}>
              <summary className="cursor-pointer rounded-md font-medium text-primary-700 focus-ring">
                {`Edit ${name}`}
              </summary>
              <div className="mt-4">{edit.form}</div>
            </details>
          )}
        </CardContent>
      </Card>
    </li>
  );
}
