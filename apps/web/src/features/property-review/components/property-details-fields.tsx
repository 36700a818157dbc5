import { digitsOnly, formatGroupedInput, formatPriceInput } from "../lib/number-inputs";
import type { ReviewDetails } from "../lib/review-form";
import { ReviewField } from "./review-field";

type Props = {
  details: ReviewDetails;
  setDetail: (name: keyof ReviewDetails, value: string) => void;
  onUnitCountInput: (text: string) => void;
  onUnitCountCommit: () => void;
};

/** Address, price and the building's key figures. */
export function PropertyDetailsFields({ details, setDetail, onUnitCountInput, onUnitCountCommit }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ReviewField
        id="review-nickname"
        label="Nickname"
        value={details.nickname}
        onValueChange={(v) => setDetail("nickname", v)}
        className="sm:col-span-2"
        maxLength={120}
      />
      <ReviewField
        id="review-address"
        label="Address"
        required
        value={details.address}
        onValueChange={(v) => setDetail("address", v)}
        className="sm:col-span-2"
        autoComplete="street-address"
        maxLength={200}
      />
      <ReviewField
        id="review-city"
        label="City"
        value={details.city}
        onValueChange={(v) => setDetail("city", v)}
        autoComplete="address-level2"
        maxLength={100}
      />
      <ReviewField
        id="review-state"
        label="State"
        value={details.state}
        onValueChange={(v) => setDetail("state", v.toUpperCase())}
        maxLength={2}
        autoComplete="address-level1"
      />
      <ReviewField
        id="review-zip"
        label="Zip"
        value={details.zip}
        onValueChange={(v) => setDetail("zip", v)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
      <ReviewField
        id="review-listing-link"
        label="Listing Link"
        type="url"
        value={details.listingLink}
        onValueChange={(v) => setDetail("listingLink", v)}
        placeholder="https://"
      />
      <ReviewField
        id="review-price"
        label="Price"
        value={details.price}
        onValueChange={(v) => setDetail("price", formatPriceInput(v))}
        inputMode="numeric"
        placeholder="$0"
      />
      <ReviewField
        id="review-parcel-number"
        label="Parcel Number (PID)"
        value={details.parcelNumber}
        onValueChange={(v) => setDetail("parcelNumber", v)}
        maxLength={80}
      />
      <ReviewField
        id="review-unit-count"
        label="Units"
        value={details.unitCount}
        onValueChange={onUnitCountInput}
        onBlur={onUnitCountCommit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onUnitCountCommit();
          }
        }}
        inputMode="numeric"
      />
      <ReviewField
        id="review-year-built"
        label="Year Built"
        value={details.yearBuilt}
        onValueChange={(v) => setDetail("yearBuilt", digitsOnly(v, 4))}
        inputMode="numeric"
        maxLength={4}
      />
      <ReviewField
        id="review-square-feet"
        label="Square Feet"
        value={details.squareFeet}
        onValueChange={(v) => setDetail("squareFeet", formatGroupedInput(v))}
        inputMode="numeric"
      />
    </div>
  );
}
