import type { ReactNode } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";

type ResultDialogProps = {
  title: string;
  description?: string;
  /** Where focus goes when the dialog closes (there is no trigger to return to). */
  returnFocusTo: string;
  children: ReactNode;
};

/**
 * A result's dialog, open when it arrives (`Assessment Complete`, or the result that could not be
 * saved). Radix renders it only in the browser; the same content is on the page for a visit
 * without JavaScript.
 */
export function ResultDialog({ title, description, returnFocusTo, children }: ResultDialogProps) {
  return (
    <Dialog defaultOpen>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
