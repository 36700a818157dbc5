import type { PlausibilityFinding } from "@plexwise/core/analysis";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type Props = { findings: PlausibilityFinding[] | null; onConfirm: () => void; onCancel: () => void };

/** Create while a high-severity finding stands: the person confirms they checked, or goes back to fix it. */
export function ImplausibleCreateDialog({ findings, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog open={findings !== null}>
      <AlertDialogContent onEscapeKeyDown={onCancel}>
        <AlertDialogTitle>These figures look wrong</AlertDialogTitle>
        <AlertDialogDescription>
          Every metric of the property is computed from them. Check them against the documents first.
        </AlertDialogDescription>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {(findings ?? []).map((f) => (
            <li key={`${f.code}-${f.total ?? ""}`}>{f.message}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Go back and check</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Create anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
