import { describe, expect, it } from "vitest";
import { irr, npv } from "./cash-flows";

// "Exact" values below were computed independently at 40 significant digits with mpmath (polyroots of
// sum c_t x^t with x = 1 / (1 + rate)); the published examples round them.

describe("npv (first flow at t = 0, as numpy-financial's npv; Excel's NPV discounts its first value)", () => {
  it("numpy-financial test_npv: npv(0.05, [-15000, 1500, 2500, 3500, 4500, 6000]) = 122.894854950942692161628715 (Decimal)", () => {
    expect(npv(0.05, [-15_000, 1_500, 2_500, 3_500, 4_500, 6_000])).toBeCloseTo(122.89485495094269, 9);
  });

  it("numpy-financial npv docstring: npv(0.08, [-40000, 5000, 8000, 12000, 30000]) = 3065.22267", () => {
    expect(npv(0.08, [-40_000, 5_000, 8_000, 12_000, 30_000])).toBeCloseTo(3065.22267, 5);
  });

  it("Excel NPV doc: NPV(10%, -10000, 3000, 4200, 6800) = 1,188.44, i.e. our npv with a leading 0 flow", () => {
    expect(npv(0.1, [0, -10_000, 3_000, 4_200, 6_800])).toBeCloseTo(1188.44, 2);
  });

  it("Excel NPV doc: NPV(8%, 8000, 9200, 10000, 12000, 14500) - 40000 = 1,922.06, and with -9000 in year 6: -3,749.47", () => {
    expect(npv(0.08, [-40_000, 8_000, 9_200, 10_000, 12_000, 14_500])).toBeCloseTo(1922.06, 2);
    expect(npv(0.08, [-40_000, 8_000, 9_200, 10_000, 12_000, 14_500, -9_000])).toBeCloseTo(-3749.47, 2);
  });

  it("at 0% is the plain sum; the empty series is 0", () => {
    expect(npv(0, [-100, 30, 40, 50])).toBe(20);
    expect(npv(0.1, [])).toBe(0);
  });
});

describe("irr", () => {
  // numpy-financial TestIrr.test_basic_values and the irr docstring (round(npf.irr(v), 5)).
  it.each([
    [[-150_000, 15_000, 25_000, 35_000, 45_000, 60_000], 0.0524, 0.052432888859414106],
    [[-100, 0, 0, 74], -0.0955, -0.09549583034897252],
    [[-100, 39, 59, 55, 20], 0.28095, 0.2809484211599611],
    [[-100, 100, 0, -7], -0.0833, -0.08329966618493269],
    [[-100, 100, 0, 7], 0.06206, 0.06205848562992946],
    // Roots 0.0886, 0.7096 and -0.8702: numpy-financial returns the one closest to 0.
    [[-5, 10.5, 1, -8, 1], 0.0886, 0.08859833852775535],
    // numpy-financial test_trailing_zeros
    [[-5, 10.5, 1, -8, 1, 0, 0, 0], 0.0886, 0.08859833852775535],
  ])("numpy-financial: irr(%j) = %d", (flows, published, exact) => {
    const rate = irr(flows)!;
    expect(Math.abs(rate - exact)).toBeLessThan(1e-6);
    expect(Math.abs(rate - published)).toBeLessThan(0.5e-4); // the published value's precision
    expect(Math.abs(npv(rate, flows))).toBeLessThan(1e-8 * Math.max(...flows.map(Math.abs)));
  });

  it("numpy-financial test_npv_irr_congruence: npv(irr(x), x) = 0 (atol 1e-10) for [-40000, 5000, 8000, 12000, 30000]", () => {
    const flows = [-40_000, 5_000, 8_000, 12_000, 30_000];
    expect(Math.abs(npv(irr(flows)!, flows))).toBeLessThan(1e-10);
    expect(irr(flows)).toBeCloseTo(0.10582259840890167, 9);
  });

  // Excel IRR doc: -70,000 then 12,000, 15,000, 18,000, 21,000, 26,000.
  it("Excel IRR doc: IRR(A2:A6) after four years = -2.1%", () => {
    const rate = irr([-70_000, 12_000, 15_000, 18_000, 21_000])!;
    expect(Math.round(rate * 1000) / 10).toBe(-2.1);
    expect(rate).toBeCloseTo(-0.021244848273410992, 9);
  });
  it("Excel IRR doc: IRR(A2:A7) after five years = 8.7%", () => {
    const rate = irr([-70_000, 12_000, 15_000, 18_000, 21_000, 26_000])!;
    expect(Math.round(rate * 1000) / 10).toBe(8.7);
    expect(rate).toBeCloseTo(0.08663094803653161, 9);
  });
  it("Excel IRR doc: IRR(A2:A4, -10%) after two years = -44.4% (no guess needed here)", () => {
    const rate = irr([-70_000, 12_000, 15_000])!;
    expect(Math.round(rate * 1000) / 10).toBe(-44.4);
    expect(rate).toBeCloseTo(-0.44350694133474056, 9);
  });

  it("returns the root closest to 0 even where Newton from 10% lands on another root", () => {
    // -1 + 2.05 x - 1.045 x^2 = -1.045 (x - 1/1.1)(x - 1/0.95): roots 10% (the guess itself) and -5%.
    expect(irr([-1, 2.05, -1.045])).toBeCloseTo(-0.05, 9);
    expect(irr([1, -2.05, 1.045])).toBeCloseTo(-0.05, 9);
  });

  it("finds a rate Newton cannot reach from 10%: [-1, 0.01] is -99% (Newton jumps out of the range)", () => {
    expect(irr([-1, 0.01])).toBeCloseTo(-0.99, 12);
  });

  it("finds a rate near the -99.99% floor: [-1, 0 x 29, 1e-100] is 10^(-100/30) - 1", () => {
    const flows = [-1, ...Array<number>(29).fill(0), 1e-100];
    expect(irr(flows)).toBeCloseTo(10 ** (-100 / 30) - 1, 9);
  });

  it("finds large rates: [-1, 11] is 1000%, the top of the range", () => {
    expect(irr([-1, 11])).toBeCloseTo(10, 9);
    expect(irr([-1, 6])).toBeCloseTo(5, 9);
  });

  it("is 0 at a double root at 0 (no sign change of npv there)", () => {
    expect(irr([1, -2, 1])).toBe(0);
    expect(irr([-1, 2, -1])).toBe(0);
  });

  it("handles leading zeros and a long monthly series", () => {
    expect(irr([0, 0, -100, 39, 59, 55, 20])).toBeCloseTo(0.2809484211599611, 9);
    // 180 monthly payments of numpy-financial's pmt(0.075/12, 180, 200000) on 200,000 over 180 months: 0.625% a month.
    expect(irr([-200_000, ...Array<number>(180).fill(1854.0247200054619)])).toBeCloseTo(0.075 / 12, 10);
  });

  it.each([
    ["all negative (numpy-financial test_numpy_gh_6744: [-1, -2, -3] is nan)", [-1, -2, -3]],
    ["all positive", [100, 39, 59]],
    ["all zero", [0, 0, 0]],
    ["empty", []],
    ["a single flow", [-100]],
    ["a zero and a negative", [0, -5]],
    ["a non-finite flow", [-100, Number.NaN, 120]],
    ["an infinite flow", [-100, Number.POSITIVE_INFINITY]],
  ])("is null for %s", (_label, flows) => {
    expect(irr(flows)).toBeNull();
  });

  it("is null when the only rate is outside -99.99%..+1000%", () => {
    expect(irr([-1, 100])).toBeNull(); // 9,900%
    // numpy-financial test_gh_15 has its root at -99.99999991%, below the floor.
    expect(irr([-3000, 2.3926932267015667e-7, 4.1672087103345505e-16])).toBeNull();
  });

  it("is null when the flows change sign but npv never reaches 0: [1, -1, 1]", () => {
    // 1 - x + x^2 has no real root.
    expect(irr([1, -1, 1])).toBeNull();
  });
});
