import type { ReactNode } from "react";
import type { Property, SharedView } from "@plexwise/core";
import { listRating } from "@plexwise/core/finance";
import { formatDollars } from "@plexwise/core/money";
import { detailFields } from "./detail-fields";

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{children}</p>
    </div>
  );
}

const score = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}/10`);

type Props = { property: Property; gallery: ReactNode; includes: SharedView["includes"] };

/** Snapshot read-only (a shared link's page): photos, headline figures and details; notes and ratings when included. */
export function ReadOnlySnapshot({ property, gallery, includes }: Props) {
  const { myRatings } = property;
  return (
    <div className="grid gap-4">
      <section aria-label="Photos" className="rounded-xl border bg-card p-3 shadow-sm">
        {gallery}
      </section>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <Tile label="Price">{formatDollars(property.price)}</Tile>
        <Tile label="Year Built">{property.yearBuilt ?? "—"}</Tile>
        <Tile label="Units">{property.unitCount}</Tile>
        {includes.ratings && <Tile label="Owner's Rating">{score(listRating(myRatings, null))}</Tile>}
      </div>
      {/* A plain card, not the owner's collapsible one: Radix's disclosure would bring the signed-in app's chunks. */}
      <section aria-label="Details" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 className="text-base font-semibold">Details</h2>
        <dl className="mt-2 divide-y">
          {detailFields(property).map(({ label, display }) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-3">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="min-h-9 min-w-0 break-words py-1.5">
                {display ?? <span className="text-muted-foreground">—</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {includes.notes && (
        <section aria-label="Owner's notes" className="rounded-xl border bg-card p-4 shadow-sm">
          <h2 className="text-base font-semibold">Owner&apos;s Notes</h2>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm">{property.notes || "No notes."}</p>
        </section>
      )}
      {includes.ratings && (
        <section aria-label="Owner's ratings" className="rounded-xl border bg-card p-4 shadow-sm">
          <h2 className="text-base font-semibold">Owner&apos;s Ratings</h2>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
            {(["overall", "condition", "value"] as const).map((key) => (
              <div key={key}>
                <dt className="capitalize text-muted-foreground">{key}</dt>
                <dd className="text-lg font-semibold tabular-nums">{myRatings[key] ? `${myRatings[key]}/10` : "—"}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
