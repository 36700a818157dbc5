import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { reduceUnitsMessage } from "../lib/rent-roll-rows";

type Props = { pending: { from: number; to: number } | null; onConfirm: () => void; onCancel: () => void };

/** SPEC section 4: reducing the unit count over rows that hold data needs a confirmation. */
export function ReduceUnitsDialog({ pending, onConfirm, onCancel }: Props) {
  return (
    // No onOpenChange: Radix also reports a close after the Action click, which must not count as Cancel.
    <AlertDialog open={pending !== null}>
      <AlertDialogContent onEscapeKeyDown={onCancel}>
        <AlertDialogTitle>Reduce units?</AlertDialogTitle>
        <AlertDialogDescription>{pending ? reduceUnitsMessage(pending.from, pending.to) : ""}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Reduce units</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
