import { describe, expect, it } from "vitest";
import { createPropertySchema } from "@plexwise/core/contracts";
import { toSpecPayload } from "@plexwise/core/wire";
import { extractionToReviewForm } from "./extraction-to-review-form";
import { reviewFormToCreateInput } from "./review-form-to-create-input";

/** An extraction whose statement printed actuals and a pro forma side by side (the wire's monthly dollars). */
const extraction = {
  address: "12 Elm St",
  documentLines: [
    {
      label: "Real Estate Taxes",
      kind: "expense",
      category: "Taxes",
      t12_monthly: 5_000,
      t12_source_file: "om.pdf",
      t12_source_page: 9,
      broker_monthly: 4_583.33,
      broker_source_file: "om.pdf",
      broker_source_page: 9,
    },
  ],
};

describe("the review sends the documents' T-12 and broker columns with Create Property", () => {
  it("keeps them from the extraction, in cents, and the create payload carries them as the API takes them", () => {
    const input = reviewFormToCreateInput(extractionToReviewForm(extraction));
    expect(input.documentLines).toEqual([
      {
        label: "Real Estate Taxes",
        kind: "expense",
        category: "Taxes",
        t12Cents: 500_000,
        t12SourceFile: "om.pdf",
        t12SourcePage: 9,
        brokerCents: 458_333,
        brokerSourceFile: "om.pdf",
        brokerSourcePage: 9,
      },
    ]);
    expect(createPropertySchema.parse(toSpecPayload(input)).documentLines).toEqual(input.documentLines);
  });

  it("sends none when the extraction has none or they are unreadable", () => {
    expect(reviewFormToCreateInput(extractionToReviewForm({ address: "1 A St" })).documentLines).toBeUndefined();
    const broken = { ...extraction, documentLines: [{ label: "Taxes", kind: "capex" }] };
    expect(reviewFormToCreateInput(extractionToReviewForm(broken)).documentLines).toBeUndefined();
  });
});
