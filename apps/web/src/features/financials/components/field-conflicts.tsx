import type { UnderwritingConflict } from "@plexwise/core/analysis";
import { conflictsUnder } from "../lib/draft-conflicts";

type Props = { conflicts: readonly UnderwritingConflict[]; prefix: string };

/** What the property cannot honour in the fields above, in red, as the server would refuse it. */
export function FieldConflicts({ conflicts, prefix }: Props) {
  const mine = conflictsUnder(conflicts, prefix);
  if (mine.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
      {mine.map((c) => (
        <p key={c.path}>{c.message} Not saved until it is changed.</p>
      ))}
    </div>
  );
}
