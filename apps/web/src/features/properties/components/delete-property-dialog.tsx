import { useRef, type MouseEvent } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useToast } from "@/components/ui/use-toast";
import { useDeleteProperty } from "@/shared/property-api/use-delete-property";

export type DeleteTarget = { id: string; name: string };

type Props = {
  /** The property to confirm; null keeps the dialog closed. */
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Confirms, deletes, and says how it went (SPEC section 8). One dialog serves a whole page. */
export function DeletePropertyDialog({ target, onClose, onDeleted }: Props) {
  const remove = useDeleteProperty();
  const { toast } = useToast();
  // The dialog opens without a Radix trigger, so it puts focus back where it was by itself.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function onConfirm(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: "Property deleted" });
        onClose();
        onDeleted?.();
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to delete property. Please try again.", variant: "destructive" });
        onClose();
      },
    });
  }

  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo.current?.isConnected) {
            event.preventDefault();
            returnFocusTo.current.focus();
          }
        }}
      >
        <AlertDialogTitle>Delete property?</AlertDialogTitle>
        <AlertDialogDescription>
          {target ? `"${target.name}"` : "This property"} and everything saved with it will be removed. This cannot be
          undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
