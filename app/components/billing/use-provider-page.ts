import { useState, type FormEvent } from "react";
import type { FlashToast } from "@common/toast";
import { toast } from "~/components/ui/toaster";
import { openProviderPage } from "./open-provider-page";

/**
 * Submit handler for a checkout or portal form: opens the answer in a new tab and keeps a
 * pending key so each plan shows its own processing state (docs/product/billing.md#pricing).
 */
export function useProviderPage(failure: FlashToast) {
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const submit = (key: string) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingKey) return;
    setPendingKey(key);
    const problem = await openProviderPage(
      event.currentTarget.action,
      new FormData(event.currentTarget),
      failure,
    );
    setPendingKey(null);
    if (problem) toast.error(problem.title, { description: problem.description });
  };
  return { pendingKey, submit };
}
