import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberFormat, type NumberFormatOptions } from "./number-format";

/** Every set of options the app formats with. */
const OPTION_SETS: NumberFormatOptions[] = [
  { currency: true, maximumFractionDigits: 0 },
  { currency: true, minimumFractionDigits: 2 },
  { currency: true, minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  {},
];

const intlOf = ({ currency, ...digits }: NumberFormatOptions) =>
  new Intl.NumberFormat("en-US", { ...(currency ? { style: "currency", currency: "USD" } : {}), ...digits });

/** Amounts as the app has them (cents over 100, ratios, halves that test the rounding) and any double at all. */
const numbers = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 8),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.0005),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 1e21, -1e21, 123456789.125, Infinity, -Infinity, NaN),
);

describe("numberFormat", () => {
  it.each(OPTION_SETS.map((options) => [JSON.stringify(options), options] as const))(
    "writes what Intl.NumberFormat('en-US', %s) writes, for any number",
    (_, options) => {
      const ours = numberFormat(options);
      const intl = intlOf(options);
      fc.assert(
        fc.property(numbers, (value) => ours.format(value) === intl.format(value)),
        { numRuns: 3000 },
      );
    },
  );

  it("groups thousands and puts the sign before the dollar sign", () => {
    expect(numberFormat({ currency: true, maximumFractionDigits: 0 }).format(-1234567.5)).toBe("-$1,234,568");
    expect(numberFormat({ maximumFractionDigits: 2 }).format(1234.5)).toBe("1,234.5");
    expect(numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(-0.04)).toBe("-0.0");
  });
});
