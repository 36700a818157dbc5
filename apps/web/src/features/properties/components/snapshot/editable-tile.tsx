import type { ReactNode } from "react";
import { EditButton } from "./edit-button";
import { InlineEditForm, type EditSpec } from "./inline-edit-form";
import type { EditState } from "./use-edit-state";

type Props = EditSpec & { propertyId: string; label: string; display: ReactNode; edit: EditState };

/** A headline number (Price, Year Built) that opens in place for editing. */
export function EditableTile({ propertyId, label, display, edit, ...spec }: Props) {
  const editing = edit.isEditing(label);
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {editing ? null : (
          <EditButton label={label} onClick={() => edit.start(label)} focusOnMount={edit.justClosed(label)} />
        )}
      </div>
      {editing ? (
        <div className="mt-2">
          <InlineEditForm propertyId={propertyId} label={label} onDone={edit.stop} {...spec} />
        </div>
      ) : (
        <p className="mt-1 text-2xl font-semibold tabular-nums">{display}</p>
      )}
    </div>
  );
}
