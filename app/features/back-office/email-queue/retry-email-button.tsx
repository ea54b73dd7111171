import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** Puts one failed email back in the queue; the page comes back with a toast. */
export function RetryEmailButton({ jobId, recipient }: { jobId: string; recipient: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("jobId") === jobId;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="jobId" value={jobId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        loading={busy}
        aria-label={`Retry the email to ${recipient}`}
      >
        Retry
      </Button>
    </Form>
  );
}
