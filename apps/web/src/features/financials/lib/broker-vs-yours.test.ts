import { describe, expect, it } from "vitest";
import { analyzeDeal } from "@plexwise/core/finance";
import { DEFAULT_NORMALISE_SETTINGS } from "@plexwise/core/underwriting-lines";
import { acceptEdit, comparisonOf, proposalsOf, yoursEdit } from "./broker-vs-yours";
import { dealInputOf } from "./deal-input";
import { draftFromProperty } from "./draft";
import { applyEdit, fieldsOf, patchOf } from "./draft-edits";
import { savedFourplex } from "./draft.fixture";

/** The fixture's fourplex ($800,000; three units at $1,500, one vacant; $100 laundry) in New Jersey. */
const property = savedFourplex({
  state: "NJ",
  documentLines: [
    {
      label: "Real Estate Taxes",
      kind: "expense",
      category: "Taxes",
      t12Cents: 90_000,
      t12SourceFile: "t12.csv",
      t12SourcePage: null,
      brokerCents: 80_000,
      brokerSourceFile: "om.pdf",
      brokerSourcePage: 4,
    },
  ],
});

describe("Broker vs yours on the Financials draft", () => {
  it("accepts the tax proposal onto the Taxes row with its reason, saves it, and the cap rate moves", () => {
    const draft = draftFromProperty(property);
    const tax = proposalsOf(property, draft, DEFAULT_NORMALISE_SETTINGS).find((p) => p.rule === "property_tax");
    if (!tax) throw new Error("expected a tax proposal for NJ");
    // $800,000 x 2.01% = $16,080/yr = $1,340/mo.
    expect(tax).toMatchObject({ lineIndex: 0, currentCents: 0, proposedCents: 134_000 });
    const change = acceptEdit(draft, tax);
    const next = applyEdit(draft, change);
    expect(next.expenses[0]?.item).toMatchObject({
      label: "Taxes",
      amountMonthlyCents: 134_000,
      reason: "Reassessed at the price: $800,000 x 2.01% = $16,080/yr",
    });
    expect(patchOf(next, fieldsOf(change)).expenses?.[0]?.amountMonthlyCents).toBe(134_000);
    const before = analyzeDeal(dealInputOf(draft)).metrics.capRatePct ?? 0;
    const after = analyzeDeal(dealInputOf(next)).metrics.capRatePct ?? 0;
    // $16,080 less NOI on $800,000: 2.01 points.
    expect(before - after).toBeCloseTo(2.01, 2);
    const row = comparisonOf(property.documentLines, next).find((r) => r.label === "Real Estate Taxes");
    expect(row).toMatchObject({ t12Cents: 90_000, brokerCents: 80_000, yoursCents: 134_000, differenceCents: 54_000 });
    expect(row?.reason).toContain("Reassessed at the price");
  });

  it("sets yours by hand with the user's reason, and drops the reason when left blank", () => {
    const draft = draftFromProperty(property);
    const row = comparisonOf(property.documentLines, draft).find((r) => r.label === "Real Estate Taxes");
    if (!row) throw new Error("expected a row");
    const withReason = yoursEdit(draft, row, 85_000, " Appeal pending ");
    if (!withReason) throw new Error("expected an edit");
    expect(applyEdit(draft, withReason).expenses[0]?.item).toMatchObject({
      amountMonthlyCents: 85_000,
      reason: "Appeal pending",
    });
    const blank = yoursEdit(applyEdit(draft, withReason), row, 86_000, "");
    if (!blank) throw new Error("expected an edit");
    expect(applyEdit(draft, blank).expenses[0]?.item.reason).toBeUndefined();
  });

  it("accepts a vacancy proposal as the vacancy percent, an override included", () => {
    const draft = draftFromProperty(property);
    const vacancy = proposalsOf(property, draft, DEFAULT_NORMALISE_SETTINGS).find((p) => p.rule === "vacancy");
    if (!vacancy) throw new Error("expected a vacancy proposal");
    expect(applyEdit(draft, acceptEdit(draft, vacancy)).vacancyPct).toBe(5);
    expect(applyEdit(draft, acceptEdit(draft, vacancy, 7)).vacancyPct).toBe(7);
  });
});
