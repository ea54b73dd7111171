import type { ReactNode } from "react";
import { firstMessage, type ActionAnswer } from "@common/forms/action-answer";
import { Alert } from "./alert";

/**
 * An action's refusal shown above its form. `formOnly`: the fields show their own messages, so
 * only the one about the whole form (`errors.form`) is shown here.
 */
export function AnswerAlert({
  answer,
  title = "Not saved",
  formOnly = false,
  className,
}: {
  answer: ActionAnswer | undefined;
  title?: ReactNode;
  formOnly?: boolean;
  className?: string;
}) {
  if (!answer || answer.ok) return null;
  const message = formOnly ? answer.errors.form : firstMessage(answer.errors);
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" title={title} className={className}>
      {message}
    </Alert>
  );
}
