import { unitSchema, type Unit } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { portfolioComps, zipDistanceMiles } from "../../src/analysis/comps/portfolio-comps";

const unit = (fields: Partial<Unit>): Unit => unitSchema.parse(fields);

describe("the owner's other properties as comps", () => {
  it("measures miles between ZIP centroids: Hawthorne 90250 to Inglewood 90304 is a few miles, a ZIP to itself 0", () => {
    const miles = zipDistanceMiles("90250", "90304")!;
    expect(miles).toBeGreaterThan(1);
    expect(miles).toBeLessThan(5);
    expect(zipDistanceMiles("90250", "90250")).toBe(0);
    expect(zipDistanceMiles("90250", "00000")).toBeNull();
  });

  it("turns each occupied unit with a rent in place, in a property within the radius, into a comp", () => {
    const nearby = {
      address: "13622 Chadron Ave",
      zip: "90304",
      units: [
        unit({ unitNumber: "A", beds: 2, baths: 1, sqft: 830, monthlyRentCents: 245_000 }),
        unit({ unitNumber: "B", beds: 1, baths: 1, vacant: true, marketRentCents: 200_000 }),
        unit({ unitNumber: "C", beds: 1, baths: 1, monthlyRentCents: null }),
      ],
    };
    const faraway = {
      address: "1 Main St",
      zip: "10001",
      units: [unit({ beds: 2, baths: 1, monthlyRentCents: 300_000 })],
    };
    const noZip = { address: "2 Elm St", zip: null, units: [unit({ beds: 2, baths: 1, monthlyRentCents: 250_000 })] };

    const comps = portfolioComps({ zip: "90250" }, [nearby, faraway, noZip], 5);
    expect(comps).toEqual([
      {
        source: "portfolio",
        unit_type: "2 Bed / 1 Bath",
        beds: 2,
        baths: 1,
        sqft: 830,
        rent: 2450,
        address: "13622 Chadron Ave",
        distance_miles: zipDistanceMiles("90250", "90304"),
        note: "Rent in place at unit A of your property",
      },
    ]);
  });

  it("finds nothing without the subject's ZIP, or outside the radius", () => {
    const other = {
      address: "13622 Chadron Ave",
      zip: "90304",
      units: [unit({ beds: 2, baths: 1, monthlyRentCents: 245_000 })],
    };
    expect(portfolioComps({ zip: null }, [other], 5)).toEqual([]);
    expect(portfolioComps({ zip: "90250" }, [other], 0.5)).toEqual([]);
  });
});
