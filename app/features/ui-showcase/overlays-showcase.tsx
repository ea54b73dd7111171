import { ChevronDown, LayoutDashboard, LogOut, Settings } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { ShowcaseRow, ShowcaseSection } from "~/features/ui-showcase/showcase-section";

export function OverlaysShowcase() {
  return (
    <ShowcaseSection id="overlays" title="Dialogs, menus and toasts">
      <ShowcaseRow label="Dialogs">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Open dialog</Button>
          </DialogTrigger>
          <DialogContent title="Rename note" description="Give this note a short, memorable title.">
            <Field label="Title">
              <Input name="title" defaultValue="Cannulation checklist" />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={() => toast.success("Note renamed")}>Save</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete note</Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title="Delete this note?"
            description="The note is removed from this lesson for good. This cannot be undone."
          >
            <AlertDialogFooter>
              <AlertDialogCancel>Keep note</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => toast.error("Note deleted")}>
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </ShowcaseRow>
      <ShowcaseRow label="Dropdown menu">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              Options <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Signed in as sam@example.org</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Settings aria-hidden="true" /> Settings
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              <LogOut aria-hidden="true" /> Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </ShowcaseRow>
      <ShowcaseRow label="Toasts (needs the root <Toaster />)">
        <Button
          variant="secondary"
          onClick={() => toast.success("Subscription active. Welcome aboard!")}
        >
          Success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.error("Payment failed", {
              description: "Your card was declined. Try another card.",
            })
          }
        >
          Error toast
        </Button>
        <Button variant="secondary" onClick={() => toast("Progress saved")}>
          Plain toast
        </Button>
      </ShowcaseRow>
    </ShowcaseSection>
  );
}
