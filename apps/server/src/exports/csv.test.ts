import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv, { delimiter: ",", skipEmptyLines: true }).data.slice(1).flat();

describe("toCsv's formula guard", () => {
  it("prefixes ' to a formula cell whatever follows its first character, line breaks included", () => {
    const hostile = ['=HYPERLINK("http://x","y")\n', "=1+1\n+1", "+1\r\n=2", "-3\n", "@SUM(A1)\r", "\t=1", "\r=1"];
    expect(
      cellsOf(
        toCsv(
          ["Cell"],
          hostile.map((h) => [h]),
        ),
      ),
    ).toEqual(hostile.map((h) => `'${h}`));
  });

  it("leaves other text and numbers as they are", () => {
    expect(cellsOf(toCsv(["Text", "Number"], [["a=1\n+2", -12.5]]))).toEqual(["a=1\n+2", "-12.5"]);
  });

  it("never writes a text cell that starts with a formula character, for any text", () => {
    fc.assert(
      fc.property(fc.constantFrom("=", "+", "-", "@", "\t", "\r", "a", " "), fc.string(), (first, rest) => {
        const text = `${first}${rest}`;
        const [cell] = cellsOf(toCsv(["Cell"], [[text]]));
        expect(cell).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
      }),
      { numRuns: 2000 },
    );
  });
});
