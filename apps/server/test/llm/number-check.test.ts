import { describe, expect, it } from "vitest";
import { findUncheckedNumbers } from "../../src/llm/number-check";
import { findWrittenNumbers } from "../../src/llm/written-numbers";

// A fourplex as the analysis code computed it: price, NOI, cap rate as a fraction, DSCR, size, cash flow, vacancy in percent.
const FACTS = [1_234_567, 84_000, 0.068, 1.25, 2400, -3200, 5, 1450.5, -0.032];
const unchecked = (text: string) => findUncheckedNumbers(text, FACTS);

describe("numbers the model may write", () => {
  it.each([
    ["the exact price", "Asking $1,234,567 for the building."],
    ["the price in millions at the precision written", "At $1.2M, or $1.23M to be precise, or 1.235 million."],
    ["thousands", "NOI is $84K a year ($84,000)."],
    ["a fraction written as a percentage", "The cap rate is 6.8%, call it 7%."],
    ["a percentage fact written as a percentage", "Vacancy is assumed at 5%."],
    ["a ratio", "DSCR comes to 1.25x, roughly 1.3x."],
    ["an area", "The building has 2,400 sq ft."],
    ["a negative written with a sign or in words", "Cash flow is a loss of $3,200; rents fall -3.2% a year."],
    ["cents", "Average rent is $1,450.50, or $1,451."],
    ["a fraction rounded as written", "A cap rate of 0.068, about 0.07."],
    ["prose with no numbers at all", "A well-kept building on a quiet street."],
  ])("accepts %s", (_case, text) => {
    expect(unchecked(text)).toEqual([]);
  });
});

describe("numbers the model must not invent", () => {
  it.each([
    ["a price off by more than rounding", "Asking $1,250,000.", ["$1,250,000"]],
    ["more precision than rounding allows", "Worth $1.3M.", ["$1.3M"]],
    ["a made-up cap rate", "The cap rate is 6.5%.", ["6.5%"]],
    ["a fraction that is no fact", "The cap rate is 0.065.", ["0.065"]],
    ["a ratio that is not the DSCR", "DSCR is 1.4x.", ["1.4x"]],
    ["a count that is not a fact", "All 3 units are leased over 12 months.", ["3", "12"]],
    ["a year that is not a fact", "Built in 1925.", ["1925"]],
    ["thousands that do not round to a fact", "Expenses run $450K.", ["$450K"]],
    ["both ends of a range", "Rents rise 2-4 percent.", ["2", "4 percent"]],
  ])("rejects %s", (_case, text, numbers) => {
    expect(unchecked(text)).toEqual(numbers);
  });

  it("lists each unchecked number once, as written", () => {
    expect(unchecked("A 9% rise, then another 9% rise.")).toEqual(["9%"]);
  });

  it("accepts small counts and years only when they are facts", () => {
    expect(findUncheckedNumbers("All 4 units, built in 1925.", [4, 1925])).toEqual([]);
  });
});

describe("reading numbers from prose", () => {
  it("reads currency, separators, scale, percent and ratio forms", () => {
    expect(
      findWrittenNumbers("$1,234,567.89, 1.2M, $450K, 6.5%, 1.25x, -3.2 percent").map(
        ({ text, mantissa, decimals, scale, kind, negative }) => [text, mantissa, decimals, scale, kind, negative],
      ),
    ).toEqual([
      ["$1,234,567.89", 1234567.89, 2, 1, "plain", false],
      ["1.2M", 1.2, 1, 1e6, "plain", false],
      ["$450K", 450, 0, 1e3, "plain", false],
      ["6.5%", 6.5, 1, 1, "percent", false],
      ["1.25x", 1.25, 2, 1, "ratio", false],
      ["-3.2 percent", 3.2, 1, 1, "percent", true],
    ]);
  });

  it("ignores the digits of labels and words such as T-12, I-95 and COVID19", () => {
    expect(findWrittenNumbers("The T-12 from I-95 Realty, post-COVID19.")).toEqual([]);
  });
});
