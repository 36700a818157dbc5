import { describe, expect, it } from "vitest";
import { annualToMonthlyCents, digitsOnlyToInt, parseMoneyToCents, parseWholeDollars } from "./parse-money";
import { centsToInputText, formatCents, formatListPrice, formatThousands } from "./format-money";

describe("parseMoneyToCents", () => {
  it.each([
    ["$1,234", 123_400],
    ["1234.5", 123_450],
    [" 2,000.00 ", 200_000],
    ["$1,234.56", 123_456],
    ["0.005", 1],
    ["0.004", 0],
    ["1.999", 200],
    ["(350)", -35_000],
    ["-$75.25", -7_525],
    ["$-75.25", -7_525],
    [".5", 50],
    ["10.", 1_000],
    ["1 234", 123_400],
    [1234.5, 123_450],
    [0.1 + 0.2, 30],
  ])("reads %j as %i cents", (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    "",
    "   ",
    "abc",
    "$",
    "1,23",
    "12,34,567",
    "1.2.3",
    "--5",
    "$1,234abc",
    "1e5",
    "Infinity",
    null,
    undefined,
    Number.NaN,
  ])("reads %j as null (not a number)", (input) => {
    expect(parseMoneyToCents(input as string)).toBeNull();
  });

  it("refuses amounts too large to count exactly in cents", () => {
    expect(parseMoneyToCents("999999999999999999")).toBeNull();
  });
});

describe("whole dollars and digits", () => {
  it("rounds to whole dollars", () => {
    expect(parseWholeDollars("$749,000")).toBe(749_000);
    expect(parseWholeDollars("749000.50")).toBe(749_001);
    expect(parseWholeDollars("")).toBeNull();
  });
  it("keeps digits only, empty becoming 0 (SPEC section 5)", () => {
    expect(digitsOnlyToInt("1,425,000")).toBe(1_425_000);
    expect(digitsOnlyToInt("abc")).toBe(0);
    expect(digitsOnlyToInt("")).toBe(0);
  });
});

describe("monthly and annual", () => {
  it("divides an annual amount by 12 to the cent: $10,305 a year is $858.75 a month", () => {
    expect(annualToMonthlyCents(1_030_500)).toBe(85_875);
    expect(annualToMonthlyCents(1_000_000)).toBe(83_333);
  });
});

describe("formatting", () => {
  it("formats cents as dollars", () => {
    expect(formatCents(123_456)).toBe("$1,235");
    expect(formatCents(123_456, { showCents: true })).toBe("$1,234.56");
    expect(formatCents(-50_000)).toBe("-$500");
  });
  it("shows prices in thousands with K (SPEC section 9)", () => {
    expect(formatThousands(749_000)).toBe("$749K");
    expect(formatThousands(1_425_000)).toBe("$1,425K");
    expect(formatThousands(0)).toBe("$0K");
    // A price never entered is not "$0K" on the list and the headers.
    expect(formatListPrice(0)).toBe("-");
    expect(formatListPrice(749_000)).toBe("$749K");
  });
  it("round-trips input text", () => {
    expect(centsToInputText(123_450)).toBe("1,234.50");
    expect(centsToInputText(200_000)).toBe("2,000");
    expect(centsToInputText(null)).toBe("");
    expect(parseMoneyToCents(centsToInputText(-7_525))).toBe(-7_525);
  });
});
