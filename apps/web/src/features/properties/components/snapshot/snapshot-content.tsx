import type { Property } from "@plexwise/core";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { PropertyMedia } from "@/features/property-images";
import { digitsOnlyToInt, formatDollars, formatGrouped } from "@plexwise/core/money";
import { ReportDownloadLink } from "../report-download-link";
import { AiSections } from "./ai-sections";
import { DetailsSection } from "./details-section";
import { EditableTile } from "./editable-tile";
import { MyRatingsSection } from "./my-ratings-section";
import { NotesSection } from "./notes-section";
import { AiRatingTile, MyRatingTile } from "./rating-tiles";
import { useEditState } from "./use-edit-state";

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The Snapshot tab's body. Mount it with key={property.id} so typed notes and ratings belong to one property. */
export function SnapshotContent({ property }: { property: Property }) {
  const edit = useEditState();
  return (
    <div className="grid gap-4">
      <ReportDownloadLink propertyId={property.id} />
      <PropertyMedia property={property} />
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <EditableTile
          propertyId={property.id}
          label="Price"
          edit={edit}
          display={formatDollars(property.price)}
          initialText={formatGrouped(property.price)}
          // SPEC section 5: digits only, and an empty price is 0.
          sanitize={(text) => (onlyDigits(text) ? formatGrouped(Number(onlyDigits(text))) : "")}
          toChanges={(text) => ({ price: digitsOnlyToInt(text) })}
          inputProps={{ inputMode: "numeric" }}
        />
        <EditableTile
          propertyId={property.id}
          label="Year Built"
          edit={edit}
          display={property.yearBuilt ?? "—"}
          initialText={property.yearBuilt ? String(property.yearBuilt) : ""}
          sanitize={onlyDigits}
          // Empty becomes 0, and a year of 0 means unknown, which the server stores as null.
          toChanges={(text) => ({ yearBuilt: digitsOnlyToInt(text) || null })}
          inputProps={{ inputMode: "numeric", maxLength: 4 }}
        />
        <AiRatingTile propertyId={property.id} />
        <MyRatingTile myRatings={property.myRatings} />
      </div>
      {/* Below the fold on a phone: the photos and tiles above paint first (components/after-first-paint.tsx). */}
      <AfterFirstPaint>
        <DetailsSection property={property} edit={edit} />
        <AiSections property={property} />
        <NotesSection propertyId={property.id} initialNotes={property.notes} />
        <MyRatingsSection propertyId={property.id} initialRatings={property.myRatings} />
      </AfterFirstPaint>
    </div>
  );
}
