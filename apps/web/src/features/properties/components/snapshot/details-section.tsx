import type { Property } from "@plexwise/core";
import { CollapsibleSection } from "@/components/collapsible-section";
import { CopyPidButton } from "./copy-pid-button";
import { detailFields } from "./detail-fields";
import { EditButton } from "./edit-button";
import { InlineEditForm } from "./inline-edit-form";
import type { EditState } from "./use-edit-state";

/** Details: open by default (SPEC section 4); each field edits and saves on its own. */
export function DetailsSection({ property, edit }: { property: Property; edit: EditState }) {
  return (
    <CollapsibleSection title="Details" defaultOpen>
      <dl className="divide-y">
        {detailFields(property).map(({ label, display, ...spec }) => {
          const editing = edit.isEditing(label);
          return (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-3">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="flex min-h-9 min-w-0 items-center gap-1">
                {editing ? (
                  <InlineEditForm propertyId={property.id} label={label} onDone={edit.stop} {...spec} />
                ) : (
                  <>
                    <span className="min-w-0 flex-1 break-words">
                      {display ?? <span className="text-muted-foreground">—</span>}
                    </span>
                    {label === "Parcel Number" && property.parcelNumber ? (
                      <CopyPidButton parcelNumber={property.parcelNumber} />
                    ) : null}
                    <EditButton label={label} onClick={() => edit.start(label)} focusOnMount={edit.justClosed(label)} />
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </CollapsibleSection>
  );
}
