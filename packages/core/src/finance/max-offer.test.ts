import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeDeal, type DealInput } from "./analyze-deal";
import { exampleDeal } from "./deal.fixture";
import { maxOffer, OFFER_METRICS, type OfferTargets } from "./max-offer";

const noi = 11_490; // the example's monthly NOI

describe("maxOffer", () => {
  it("a cap rate of 8%: 12 x NOI / 8% = $1,723,500", () => {
    expect(maxOffer(exampleDeal, { capRatePct: 8 })).toEqual({
      price: 1_723_500,
      binding: { metric: "capRatePct", target: 8 },
    });
  });

  it("DSCR 1.25 with 75% borrowed at 6.5% over 30 years: NOI / (1.25 x PMT per dollar x 75%)", () => {
    // PMT(6.5%/12, 360, -1) per dollar borrowed, from the formula.
    const r = 0.065 / 12;
    const perDollar = r / (1 - (1 + r) ** -360);
    const exact = noi / (1.25 * 0.75 * perDollar);
    const offer = maxOffer(exampleDeal, { dscr: 1.25 });
    expect(offer?.binding).toEqual({ metric: "dscr", target: 1.25 });
    expect(Math.abs(offer!.price - Math.floor(exact))).toBeLessThanOrEqual(1);
    expect(analyzeDeal({ ...exampleDeal, price: offer!.price }).metrics.dscr).toBeGreaterThanOrEqual(1.25);
  });

  it("several targets: the lowest price wins and names its target", () => {
    const offer = maxOffer(exampleDeal, { capRatePct: 8, dscr: 1.25, irrPct: null });
    // DSCR 1.25 allows about $1.94M, the 8% cap rate $1,723,500.
    expect(offer?.binding.metric).toBe("capRatePct");
    expect(offer?.price).toBe(1_723_500);
    const irrOffer = maxOffer(exampleDeal, { capRatePct: 8, irrPct: 25 });
    expect(irrOffer?.binding.metric).toBe("irrPct");
    expect(analyzeDeal({ ...exampleDeal, price: irrOffer!.price }).metrics.irrPct).toBeGreaterThanOrEqual(25);
    expect(analyzeDeal({ ...exampleDeal, price: irrOffer!.price + 1 }).metrics.irrPct).toBeLessThan(25);
  });

  it("null without targets, when no price meets them, or when none binds", () => {
    expect(maxOffer(exampleDeal, {})).toBeNull();
    expect(maxOffer({ ...exampleDeal, expensesMonthly: [50_000] }, { capRatePct: 5 })).toBeNull();
    // Loans in fixed dollars: the DSCR does not change with the price.
    const fixed: DealInput = { ...exampleDeal, loans: [{ amount: 500_000, ratePct: 6, amortYears: 30 }] };
    expect(maxOffer(fixed, { dscr: 1.2 })).toBeNull();
  });

  it("property: the price meets every target, and 1% more breaks the binding one", () => {
    fc.assert(
      fc.property(
        fc.record({
          rent: fc.integer({ min: 800, max: 3_000 }),
          units: fc.integer({ min: 2, max: 40 }),
          expenseShare: fc.double({ min: 0.2, max: 0.6, noNaN: true }),
          price: fc.integer({ min: 100_000, max: 10_000_000 }),
          downPct: fc.integer({ min: 20, max: 40 }),
          ratePct: fc.constantFrom(4, 5.5, 6.5, 8),
          ioMonths: fc.constantFrom(0, 12, 24),
          targets: fc.record(
            {
              cashOnCashPct: fc.constantFrom(4, 6, 8),
              dscr: fc.constantFrom(1.2, 1.25, 1.4),
              capRatePct: fc.constantFrom(5, 6, 7),
              irrPct: fc.constantFrom(8, 12, 15),
              equityMultiple: fc.constantFrom(1.5, 2),
            },
            { requiredKeys: [] },
          ),
        }),
        ({ rent, units, expenseShare, price, downPct, ratePct, ioMonths, targets }) => {
          const input: DealInput = {
            price,
            unitCount: units,
            squareFeet: 0,
            incomeMonthly: Array<number>(units).fill(rent),
            expensesMonthly: [rent * units * expenseShare],
            vacancyPct: 5,
            cashPurchase: false,
            loans: [
              { amountPct: 100 - downPct - 10, ratePct, amortYears: 30, interestOnlyMonths: ioMonths, pointsPct: 1 },
              { amountPct: 10, ratePct: 5, amortYears: 0 },
            ],
          };
          const offer = maxOffer(input, targets as OfferTargets);
          if (offer === null) return;
          const at = analyzeDeal({ ...input, price: offer.price }).metrics;
          for (const metric of OFFER_METRICS) {
            const target = (targets as OfferTargets)[metric];
            if (typeof target === "number") expect(at[metric]).toBeGreaterThanOrEqual(target);
          }
          const above = analyzeDeal({ ...input, price: offer.price * 1.01 }).metrics[offer.binding.metric];
          expect(above === null || above < offer.binding.target).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
