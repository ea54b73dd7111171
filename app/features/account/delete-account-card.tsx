import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CircleAlert, Trash2 } from "lucide-react";
import { confirmsDeletion, deleteConfirmationWord } from "@common/account/delete-confirmation";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

type DeleteAccountCardProps = {
  email: string;
  /** The institution whose seat they hold, which keeps a record of their training. */
  institutionKeeps?: { institutionName: string; retentionYears: number } | null;
  /** The server's reason for refusing the last attempt, if it refused. */
  error?: string;
};

/** Deletes the account after the person types DELETE (or their email) to confirm. */
export function DeleteAccountCard({ email, error, institutionKeeps }: DeleteAccountCardProps) {
  const [typed, setTyped] = useState("");
  const navigation = useNavigation();
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-account";
  const confirmed = confirmsDeletion(typed, email);

  return (
    <Card id="delete-account" aria-labelledby="delete-account-title" className="border-danger/30">
      <CardHeader>
        <CardTitle as="h2" id="delete-account-title" className="text-xl">
          Delete account
        </CardTitle>
        <CardDescription>
          This removes your profile, progress, notes, assessment results and applications for good.
          It cannot be undone, so download your data first if you would like a copy.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && <ErrorMessage message={error} />}
        <AlertDialog onOpenChange={() => setTyped("")}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-fit">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title="Delete your account?"
            description="Everything you have saved is deleted straight away and you are signed out on every device."
          >
            <Form method="post" className="grid gap-5">
              <input type="hidden" name="intent" value="delete-account" />
              {institutionKeeps && <InstitutionKeeps {...institutionKeeps} />}
              {error && <ErrorMessage message={error} />}
              <Field
                label={`Type ${deleteConfirmationWord} to confirm`}
                id="delete-confirmation"
                hint="Or type your email address."
              >
                <Input
                  name="confirmation"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </Field>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep my account</AlertDialogCancel>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!confirmed}
                  loading={deleting}
                >
                  Delete account
                </Button>
              </AlertDialogFooter>
            </Form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

/**
 * Told before confirming (docs/product/institutions.md#training-records): the compliance record
 * stays with the institution, under its own lawful basis, for its retention period.
 */
function InstitutionKeeps({ institutionName, retentionYears }: InstitutionKeepsProps) {
  const years = retentionYears === 1 ? "1 year" : `${retentionYears} years`;
  return (
    <div
      id="institution-keeps"
      className="grid gap-2 rounded-xl border border-primary-200 bg-primary-50 p-3 text-sm"
    >
      <p>
        {`Your institution, ${institutionName}, keeps a record of the training you completed with its seat: each course, the date you completed it, your score and certificate number, with your name, work email and staff or registration number. Employers in health and care must be able to show their staff's training, so ${institutionName} keeps this record for ${years} after you leave, then it is erased.`}
      </p>
      <p>Your notes, reflections, practice logs and everything else in your account are deleted.</p>
    </div>
  );
}

type InstitutionKeepsProps = { institutionName: string; retentionYears: number };

function ErrorMessage({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-xl border border-danger/30 bg-danger-soft p-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
