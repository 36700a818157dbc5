import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlyTotals } from "../finance/property-totals";
import { unitArb } from "../testing/deal-arbitraries";
import { FAR_BELOW_MEDIAN_RATIO, rentRollAnalytics, type AnalyticsUnit } from "./rent-roll-analytics";
import { EXPIRATION_MONTHS } from "./rent-roll-expirations";

const unit = (fields: Partial<AnalyticsUnit>): AnalyticsUnit => ({
  unitNumber: "",
  beds: null,
  baths: null,
  sqft: null,
  monthlyRentCents: null,
  marketRentCents: null,
  vacant: false,
  ...fields,
});

// A sixplex: three 2 Bed / 1 Bath (one vacant), two 1 Bed / 1 Bath, and a studio at $0 (the manager's).
const sixplex: AnalyticsUnit[] = [
  unit({ unitNumber: "1", beds: 2, baths: 1, sqft: 900, monthlyRentCents: 150_000, marketRentCents: 165_000 }),
  unit({ unitNumber: "2", beds: 2, baths: 1, sqft: 880, monthlyRentCents: 140_000, marketRentCents: 165_000 }),
  unit({ unitNumber: "3", beds: 2, baths: 1, sqft: null, monthlyRentCents: 145_000, marketRentCents: 165_000 }),
  unit({ unitNumber: "4", beds: 1, baths: 1, sqft: 650, monthlyRentCents: 120_000, marketRentCents: 115_000 }),
  unit({ unitNumber: "5", beds: 1, baths: 1, sqft: 650, monthlyRentCents: 90_000, marketRentCents: 125_000 }),
  unit({ unitNumber: "6", beds: 0, baths: 1, sqft: 400, monthlyRentCents: 0, marketRentCents: 95_000 }),
].map((u) => (u.unitNumber === "3" ? { ...u, vacant: true } : u));

describe("rent roll analytics: unit mix", () => {
  it("groups by beds and baths, fewest beds first, averaging rent in place (vacant and $0 units left out), market rent and size", () => {
    const { unitMix } = rentRollAnalytics(sixplex, "2026-11-26");
    expect(unitMix).toEqual([
      {
        label: "Studio / 1 Bath",
        beds: 0,
        baths: 1,
        unitCount: 1,
        occupiedCount: 1,
        avgInPlaceRentCents: null,
        avgMarketRentCents: 95_000,
        avgSqft: 400,
        lossToLeaseMonthlyCents: 0, // the manager's $0 unit is listed apart, not lost
      },
      {
        label: "1 Bed / 1 Bath",
        beds: 1,
        baths: 1,
        unitCount: 2,
        occupiedCount: 2,
        // ($1,200 + $900) / 2 = $1,050; market ($1,150 + $1,250) / 2 = $1,200
        avgInPlaceRentCents: 105_000,
        avgMarketRentCents: 120_000,
        avgSqft: 650,
        // (1,150 - 1,200) + (1,250 - 900) = -50 + 350 = $300
        lossToLeaseMonthlyCents: 30_000,
      },
      {
        label: "2 Bed / 1 Bath",
        beds: 2,
        baths: 1,
        unitCount: 3,
        occupiedCount: 2,
        // ($1,500 + $1,400) / 2 = $1,450: the vacant unit's $1,450 asked is not in place
        avgInPlaceRentCents: 145_000,
        avgMarketRentCents: 165_000,
        // (900 + 880) / 2; the unit without a size is left out
        avgSqft: 890,
        // (1,650 - 1,500) + (1,650 - 1,400) = $400; the vacant unit's gap is vacancy
        lossToLeaseMonthlyCents: 40_000,
      },
    ]);
  });
});

describe("rent roll analytics: loss-to-lease and occupancy", () => {
  it("takes market minus in place per occupied unit paying rent, negative above market, and totals it against market", () => {
    const { lossToLease } = rentRollAnalytics(sixplex, "2026-11-26");
    expect(lossToLease.units.map((u) => [u.unitNumber, u.lossToLeaseMonthlyCents])).toEqual([
      ["1", 15_000],
      ["2", 25_000],
      ["4", -5_000],
      ["5", 35_000],
    ]);
    // 150 + 250 - 50 + 350 = $700 of $5,700 market (1,650 + 1,650 + 1,150 + 1,250)
    expect(lossToLease.totalMonthlyCents).toBe(70_000);
    expect(lossToLease.pctOfMarket).toBeCloseTo((700 / 5_700) * 100, 10);
  });

  it("lists the manager's $0 unit apart: paying nothing is not a rent lost to the market", () => {
    expect(rentRollAnalytics(sixplex, "2026-11-26").lossToLease.unpaidUnits).toEqual([
      { unitNumber: "6", unitType: "Studio / 1 Bath", marketRentCents: 95_000 },
    ]);
  });

  it("counts the vacant units and what they would rent for at market", () => {
    expect(rentRollAnalytics(sixplex, "2026-11-26").occupancy).toEqual({
      totalUnits: 6,
      occupiedUnits: 5,
      vacantUnits: 1,
      occupancyPct: (5 / 6) * 100,
      vacancyLossMonthlyCents: 165_000,
    });
    expect(rentRollAnalytics([], "2026-11-26").occupancy.occupancyPct).toBeNull();
  });
});

describe("rent roll analytics: lease expirations", () => {
  it("puts each occupied unit's lease end in one of 24 months from the given day's month, or before, after or undated", () => {
    const units = [
      unit({ unitNumber: "A", monthlyRentCents: 100_000, leaseEnd: "2026-11-30" }),
      unit({ unitNumber: "B", monthlyRentCents: 120_000, leaseEnd: "2027-03-01" }),
      unit({ unitNumber: "C", monthlyRentCents: 130_000, leaseEnd: "2027-03-31" }),
      unit({ unitNumber: "D", monthlyRentCents: 90_000, leaseEnd: "2028-10-31" }),
      unit({ unitNumber: "E", monthlyRentCents: 90_000, leaseEnd: "2028-11-01" }),
      unit({ unitNumber: "F", monthlyRentCents: 90_000, leaseEnd: "2026-10-31" }),
      unit({ unitNumber: "G", monthlyRentCents: 90_000 }),
      unit({ unitNumber: "H", vacant: true, leaseEnd: "2027-03-15" }),
    ];
    const { expirations } = rentRollAnalytics(units, "2026-11-26");
    expect(expirations.months).toHaveLength(EXPIRATION_MONTHS);
    expect(expirations.months[0]).toEqual({ month: "2026-11", count: 1, rentInPlaceCents: 100_000 });
    // March 2027 is the fifth month: two leases, $1,200 + $1,300; the vacant unit's old lease is not counted
    expect(expirations.months[4]).toEqual({ month: "2027-03", count: 2, rentInPlaceCents: 250_000 });
    expect(expirations.months[23]).toEqual({ month: "2028-10", count: 1, rentInPlaceCents: 90_000 });
    expect(expirations).toMatchObject({ pastCount: 1, laterCount: 1, undatedCount: 1 });
  });

  it("refuses a day that is not yyyy-mm-dd", () => {
    expect(() => rentRollAnalytics([], "11/26/2026")).toThrow(/yyyy-mm-dd/);
  });
});

describe("rent roll analytics: concessions and flagged units", () => {
  it("lists occupied units with a concession, their effective rent, and the total against rent in place", () => {
    const units = [
      unit({ unitNumber: "1", monthlyRentCents: 150_000, concessionMonthlyCents: 10_000 }),
      unit({ unitNumber: "2", monthlyRentCents: 150_000, concessionMonthlyCents: 0 }),
      unit({ unitNumber: "3", monthlyRentCents: 100_000, vacant: true, concessionMonthlyCents: 5_000 }),
      unit({ unitNumber: "4", monthlyRentCents: 100_000 }),
    ];
    const { concessions } = rentRollAnalytics(units, "2026-11-26");
    expect(concessions.units).toEqual([
      {
        unitNumber: "1",
        unitType: "Units",
        concessionMonthlyCents: 10_000,
        inPlaceRentCents: 150_000,
        effectiveRentCents: 140_000,
      },
    ]);
    expect(concessions.totalMonthlyCents).toBe(10_000);
    // $100 of $4,000 in place (1,500 + 1,500 + 1,000)
    expect(concessions.pctOfRentInPlace).toBeCloseTo(2.5, 10);
  });

  it(`flags occupied units at $0 and those under ${FAR_BELOW_MEDIAN_RATIO * 100}% of their type's median rent in place`, () => {
    const twoBed = (unitNumber: string, monthlyRentCents: number | null, vacant = false) =>
      unit({ unitNumber, beds: 2, baths: 1, monthlyRentCents, vacant });
    const units = [
      twoBed("1", 150_000),
      twoBed("2", 140_000),
      twoBed("3", 160_000),
      // median of 1,400 / 1,500 / 1,600 / 1,100 is 1,450; 80% is 1,160: 1,100 is far below, 1,200 would not be
      twoBed("4", 110_000),
      twoBed("5", 0),
      twoBed("6", null),
      twoBed("7", 50_000, true),
    ];
    const { flagged } = rentRollAnalytics(units, "2026-11-26");
    expect(flagged).toEqual([
      {
        unitNumber: "4",
        unitType: "2 Bed / 1 Bath",
        reason: "far_below_median",
        inPlaceRentCents: 110_000,
        typeMedianRentCents: 145_000,
      },
      {
        unitNumber: "5",
        unitType: "2 Bed / 1 Bath",
        reason: "zero_rent",
        inPlaceRentCents: 0,
        typeMedianRentCents: 145_000,
      },
      {
        unitNumber: "6",
        unitType: "2 Bed / 1 Bath",
        reason: "zero_rent",
        inPlaceRentCents: 0,
        typeMedianRentCents: 145_000,
      },
    ]);
  });
});

describe("rent roll analytics: for any rent roll", () => {
  const leaseEnd = fc.option(
    fc
      .date({ min: new Date("2020-01-01"), max: new Date("2032-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { nil: null },
  );
  const rollArb = fc.array(
    fc.record({ unit: unitArb, leaseEnd, concession: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }) }),
    { maxLength: 40 },
  );

  it("totals loss-to-lease as the sum of its units and of its types, and counts every unit once", () => {
    fc.assert(
      fc.property(rollArb, (rows) => {
        const units = rows.map((r) => ({ ...r.unit, leaseEnd: r.leaseEnd, concessionMonthlyCents: r.concession }));
        const a = rentRollAnalytics(units, "2026-11-26");
        const perUnit = a.lossToLease.units.reduce((s, u) => s + u.lossToLeaseMonthlyCents, 0);
        expect(a.lossToLease.totalMonthlyCents).toBe(perUnit);
        expect(a.unitMix.reduce((s, t) => s + t.lossToLeaseMonthlyCents, 0)).toBe(perUnit);
        for (const u of a.lossToLease.units) {
          expect(u.lossToLeaseMonthlyCents).toBe(u.marketRentCents - u.inPlaceRentCents);
        }

        const occupied = units.filter((u) => !u.vacant).length;
        expect(a.occupancy.occupiedUnits).toBe(occupied);
        expect(a.occupancy.occupiedUnits + a.occupancy.vacantUnits).toBe(units.length);
        expect(a.unitMix.reduce((s, t) => s + t.unitCount, 0)).toBe(units.length);
        expect(a.unitMix.reduce((s, t) => s + t.occupiedCount, 0)).toBe(occupied);

        const { months, pastCount, laterCount, undatedCount } = a.expirations;
        const scheduled = months.reduce((s, m) => s + m.count, 0);
        expect(scheduled + pastCount + laterCount + undatedCount).toBe(occupied);
        // The rent rolling over in the 24 months never exceeds the rent in place of the whole roll.
        const rentRolling = months.reduce((s, m) => s + m.rentInPlaceCents, 0);
        expect(rentRolling).toBeLessThanOrEqual(monthlyTotals(units, [], []).rentMonthlyCents);
      }),
    );
  });
});
