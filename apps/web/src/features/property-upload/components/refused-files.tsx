import { FileX } from "lucide-react";
import { rejectionToast, type Rejection } from "../lib/document-rules";

/**
 * The files of the last pick that were not added, each with its reason: a toast shows one at a time (SPEC section 9),
 * so when several are refused at once the list is where the user reads every reason.
 */
export function RefusedFiles({ refused }: { refused: Rejection[] }) {
  if (refused.length === 0) return null;
  return (
    <div className="rounded-xl border border-destructive/40 bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold">Not added ({refused.length})</h2>
      <ul aria-label="Files not added" className="mt-2 grid gap-1">
        {refused.map((rejection, index) => (
          <li key={`${rejection.fileName}-${index}`} className="flex items-start gap-2 text-sm">
            <FileX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{rejectionToast(rejection).description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
