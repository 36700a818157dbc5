import { describe, expect, it } from "vitest";
import { readRentRows } from "./extraction-to-review-form";
import { toUnits } from "./review-form-to-create-input";

/** A mixed-use rent roll's shops and offices keep the extraction's flag through the review to the saved units. */
describe("commercial units through the review", () => {
  it("are carried from the extraction to the units the review saves; homes carry no flag", () => {
    const rows = readRentRows([
      { unit_number: "Suite 100", rent: 3300, market_rent: 3575, vacant: false, commercial: true },
      { unit_number: "201", rent: 1500, market_rent: 1800, vacant: false },
    ]);
    const units = toUnits(rows);
    expect(units[0]).toMatchObject({ unitNumber: "Suite 100", monthlyRentCents: 330_000, commercial: true });
    expect(units[1]).not.toHaveProperty("commercial");
  });
});
