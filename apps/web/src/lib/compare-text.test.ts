import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareText } from "./compare-text";

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });
/** Names as people write them: few characters, many letters, digits and spaces, so that prefixes and ties occur. */
const nameLike = fc.string({
  unit: fc.constantFrom("a", "B", "b", "0", "1", "2", "9", " ", "-", "#", ".", "'"),
  maxLength: 8,
});
const anyText = fc.oneof(printable, nameLike, fc.string(), fc.constantFrom("Élan", "Øster 5", "Zoë", "1٢3"));

describe("compareText", () => {
  it("orders any two texts as Intl.Collator does (case ignored, numbers by value)", () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });

  it("sorts names as people expect", () => {
    const names = ["unit 10", "Unit 9", "#4 Elm", "Élan Court", "elm", "Elm 2", "Elm 002", "Ash", "", "ash lane"];
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare));
    expect([...names].sort(compareText)).toEqual([
      "",
      "#4 Elm",
      "Ash",
      "ash lane",
      "Élan Court",
      "elm",
      "Elm 2",
      "Elm 002",
      "Unit 9",
      "unit 10",
    ]);
  });
});
