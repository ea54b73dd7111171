import { useEffect } from "react";
import type { FlashToast } from "@common/toast";
import { toast } from "~/components/ui/toaster";

/** Shows the toast an action returned, once per new action result. */
export function useToastFrom(result: { toast?: FlashToast | null } | undefined) {
  const message = result?.toast;
  useEffect(() => {
    if (message) toast[message.type](message.title, { description: message.description });
  }, [message]);
}
