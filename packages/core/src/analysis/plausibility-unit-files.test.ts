import { describe, expect, it } from "vitest";
import type { DocumentTotal } from "../contracts/document-totals";
import type { Unit } from "../contracts/property-parts";
import { expense, fourplex, otherIncome, unit } from "../testing/buildings";
import { checkPlausibility } from "./plausibility";
import { rowsOfFile } from "./plausibility-printed";

const printed = (total: DocumentTotal["total"], value: number, file: string, page = 2): DocumentTotal => ({
  total,
  value,
  file,
  page,
  confirmed: false,
});
const readFrom = (file: string, page: number) => (u: Unit) => ({ ...u, sourceFile: file, sourcePage: page });
const fromDocs = <T extends { source: string }>(line: T): T => ({ ...line, source: "document" });
const mismatches = (p: Parameters<typeof checkPlausibility>[0]) =>
  checkPlausibility(p)
    .filter((f) => f.code === "document_total_mismatch")
    .map((f) => [f.total, f.severity]);

/**
 * The fourplex's four apartments read from its rent roll ($6,000 a month, printed so on rent-roll.pdf p. 1), and a
 * shop of $3,000 a month read from the offering memorandum (om.pdf p. 7), which is not on the apartments' rent roll.
 */
const mixedUse = () => {
  const p = fourplex();
  const apartments = p.units.map(readFrom("rent-roll.pdf", 1));
  const shop = { ...unit(5, null, 3_000), commercial: true, sourceFile: "om.pdf", sourcePage: 7 };
  return {
    ...p,
    unitCount: 5,
    units: [...apartments, shop],
    otherIncome: [fromDocs(otherIncome("Laundry", 100))],
    expenses: p.expenses.map(fromDocs),
    documentTotals: [printed("rent_roll_monthly", 6_000, "rent-roll.pdf", 1)],
  };
};

describe("each file's rows against that file's printed totals (units keep their source file)", () => {
  it("a row read from another file is not held against the rent roll's printed total", () => {
    // All five rows add up to $9,000; the rent roll prints its own four: $6,000.
    expect(mismatches(mixedUse())).toEqual([]);
  });

  it("the file's own rows read twice are still caught, naming that file", () => {
    const p = mixedUse();
    const twice = p.units.filter((u) => u.sourceFile === "rent-roll.pdf").map((u) => ({ ...u, unitNumber: "x" }));
    const findings = checkPlausibility({ ...p, units: [...p.units, ...twice], unitCount: 9 });
    const rentRoll = findings.find((f) => f.total === "rent_roll_monthly");
    expect(rentRoll?.severity).toBe("high");
    expect(rentRoll?.message).toContain("a rent roll total of $6,000 a month (rent-roll.pdf, p. 1)");
    expect(rentRoll?.message).toContain("give $12,000 a month (100% more)");
  });

  it("an OM's income is not held against rows read from a separate rent roll, but is against its own rows", () => {
    const p = fourplex();
    // The OM prints the unit count and its own (pro forma) income and NOI; the rows came from rent-roll.pdf.
    const omTotals = [
      printed("units", 4, "om.pdf"),
      printed("gross_income_annual", 90_000, "om.pdf"),
      printed("noi_annual", 67_200, "om.pdf"),
    ];
    const base = { ...p, otherIncome: [], expenses: p.expenses.map(fromDocs), documentTotals: omTotals };
    expect(mismatches({ ...base, units: p.units.map(readFrom("rent-roll.pdf", 1)) })).toEqual([]);
    // The same rows read from the OM itself answer to its income: $72,000 against $90,000 printed is 20% off.
    const fromTheOm = p.units.map(readFrom("om.pdf", 4));
    expect(mismatches({ ...base, units: fromTheOm })).toEqual([
      ["gross_income_annual", "high"],
      ["noi_annual", "high"],
    ]);
    // Empty rows the review padded up to the unit count (no file, no rent) change nothing.
    const padded = [...fromTheOm, { ...unit(5, null, null), unitNumber: "Unit 5" }];
    expect(mismatches({ ...base, unitCount: 5, units: padded })).toEqual([
      ["gross_income_annual", "high"],
      ["noi_annual", "high"],
    ]);
  });

  it("a property saved before units kept their file is checked as before (every row against the printed total)", () => {
    const p = mixedUse();
    const legacy = p.units.map(({ sourceFile: _f, sourcePage: _p, ...u }) => u);
    expect(mismatches({ ...p, units: legacy })).toEqual([["rent_roll_monthly", "high"]]);
    expect(rowsOfFile(legacy, "rent-roll.pdf")).toHaveLength(5);
    expect(rowsOfFile(p.units, "rent-roll.pdf")).toHaveLength(4);
    expect(rowsOfFile(p.units, null)).toHaveLength(5);
  });

  it("a file's rows the user edited are the user's: its total no longer holds them", () => {
    const p = mixedUse();
    const units = p.units.map((u, i) => (i === 0 ? { ...u, monthlyRentCents: 500_000, source: "manual" as const } : u));
    expect(mismatches({ ...p, units, expenses: [...p.expenses, fromDocs(expense("Other", 1))] })).toEqual([]);
  });
});
