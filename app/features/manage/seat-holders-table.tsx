import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/format-date-time";

export type SeatHolder = {
  userId: string;
  name: string;
  email: string;
  joinedAt: string;
  source: "invitation" | "sso";
};

const sourceName = { invitation: "Invitation", sso: "Single sign-on" } as const;

/** The seat holders of one page, each with Remove behind a confirmation; then the pager. */
export function SeatHoldersTable({
  holders,
  page,
  pages,
}: {
  holders: SeatHolder[];
  page: number;
  pages: number;
}) {
  if (holders.length === 0) {
    return <p className="text-muted">No one holds a seat yet. Invite your learners below.</p>;
  }
  return (
    <div className="grid gap-3">
      <Table caption="Learners holding a seat">
        <TableHead
          columns={[
            "Name",
            "Email",
            "Joined",
            "Source",
            { label: "Actions", visuallyHidden: true },
          ]}
        />
        <tbody>
          {holders.map((holder) => (
            <TableRow key={holder.userId}>
              <TableCell className="font-medium">{holder.name}</TableCell>
              <TableCell className="break-all">{holder.email}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(holder.joinedAt)}</TableCell>
              <TableCell>{sourceName[holder.source]}</TableCell>
              <TableCell className="text-right">
                <RemoveLearner holder={holder} />
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      {pages > 1 && (
        <nav aria-label="Learner pages" className="flex items-center gap-3 text-sm">
          {page > 1 && (
            <Link
              className="font-medium text-primary-700 underline focus-ring"
              to={`?page=${page - 1}`}
            >
              Previous page
            </Link>
          )}
          <span className="text-muted">{`Page ${page} of ${pages}`}</span>
          {page < pages && (
            <Link
              className="font-medium text-primary-700 underline focus-ring"
              to={`?page=${page + 1}`}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

function RemoveLearner({ holder }: { holder: SeatHolder }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.formData?.get("userId") === holder.userId;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" loading={busy} aria-label={`Remove ${holder.name}`}>
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={`Remove ${holder.name}?`}
        description="Their seat is freed and the institution's courses close to them on their next page. Their own notes, progress and certificates stay with them."
      >
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Form method="post" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="userId" value={holder.userId} />
            <Button type="submit" variant="destructive" className="w-full">
              Remove learner
            </Button>
          </Form>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
