import { describe, expect, it } from "vitest";
import type { DocumentLine } from "../contracts/document-lines";
import { expense, fourplex } from "../testing/buildings";
import { compareLines } from "./compare-lines";

const line = (
  label: string,
  kind: DocumentLine["kind"],
  category: DocumentLine["category"],
  t12: number | null,
  broker: number | null,
): DocumentLine => ({
  label,
  kind,
  category,
  t12Cents: t12 === null ? null : t12 * 100,
  t12SourceFile: t12 === null ? null : "t12.csv",
  t12SourcePage: null,
  brokerCents: broker === null ? null : broker * 100,
  brokerSourceFile: broker === null ? null : "om.pdf",
  brokerSourcePage: broker === null ? null : 7,
});

describe("compareLines: T-12 | broker | yours, the difference and why", () => {
  const documents = [
    line("Gross Potential Rent", "rent", null, 5_800, 6_600),
    line("Vacancy & Credit Loss", "income", null, -290, -132),
    line("Laundry", "income", null, 90, 120),
    line("Real Estate Taxes", "expense", "Taxes", 560, 560),
    line("Insurance", "expense", "Insurance", 240, 200),
    line("Repairs", "expense", "Maintenance", 450, 300),
  ];

  it("pairs lines by label, then category; rent is the rent roll's, vacancy the deal model's", () => {
    const p = fourplex({
      expenses: [
        { ...expense("Taxes", 950, "Property taxes"), reason: "Reassessed at the price" },
        expense("Insurance", 250),
        expense("Management", 350),
        expense("Maintenance", 400, "Repairs"),
      ],
    });
    const rows = compareLines(documents, p);
    const view = rows.map((r) => [r.label, r.t12Cents, r.brokerCents, r.yoursCents, r.differenceCents, r.reason]);
    expect(view).toEqual([
      ["Gross Potential Rent", 580_000, 660_000, 600_000, -60_000, null],
      // 5% of ($6,000 + $100) = $305.
      ["Vacancy & Credit Loss", -29_000, -13_200, -30_500, -17_300, null],
      ["Laundry", 9_000, 12_000, 10_000, -2_000, null],
      ["Real Estate Taxes", 56_000, 56_000, 95_000, 39_000, "Reassessed at the price"],
      ["Insurance", 24_000, 20_000, 25_000, 5_000, null],
      ["Repairs", 45_000, 30_000, 40_000, 10_000, null],
      // Yours alone: no document has management.
      ["Management", null, null, 35_000, null, null],
    ]);
    expect(rows[3]).toMatchObject({ kind: "expense", yours: { list: "expenses", index: 0 } });
    expect(rows[3]?.brokerSource).toEqual({ file: "om.pdf", page: 7 });
    expect(rows[1]?.kind).toBe("vacancy");
  });

  it("compares with the T-12 when the broker has no figure, and lists only yours without document lines", () => {
    const rows = compareLines([line("Insurance", "expense", "Insurance", 240, null)], fourplex());
    expect(rows.find((r) => r.label === "Insurance")).toMatchObject({
      differenceCents: 1_000,
      differenceAgainst: "t12",
      brokerSource: null,
    });
    const yoursOnly = compareLines(null, fourplex());
    expect(yoursOnly.map((r) => r.label)).toEqual([
      "Laundry",
      "Property taxes",
      "Insurance",
      "Water & sewer",
      "Repairs",
      "Management",
    ]);
  });

  it("never lists a printed total, and lines up yours with the documents' line of the same account", () => {
    const rows = compareLines(
      [
        line("Potential Gross Income", "income", null, 5_800, 6_600),
        line("Property Tax", "expense", "Other", 560, 560),
        line("Water/Sewer", "expense", "Other", 150, 150),
        line("Total Expenses", "expense", "Other", 710, 710),
        line("Net Operating Income", "income", null, 5_090, 5_890),
      ],
      fourplex(),
    );
    expect(rows.map((r) => [r.account, r.label, r.brokerCents, r.yoursCents])).toEqual([
      ["gross_potential_rent", "Potential Gross Income", 660_000, 600_000],
      ["other_income", "Laundry", null, 10_000],
      ["taxes", "Property Tax", 56_000, 60_000],
      ["insurance", "Insurance", null, 25_000],
      ["utilities", "Water/Sewer", 15_000, 30_000],
      ["repairs_maintenance", "Repairs", null, 40_000],
      ["management", "Management", null, 35_000],
    ]);
    expect(rows.every((r) => r.differenceCents !== null || r.brokerCents === null)).toBe(true);
  });
});
