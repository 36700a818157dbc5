import type { ExtractedProperty } from "../../../src/extraction/to-response";
import type { Building } from "./building";
import type { StatementTruth } from "./statement-layout";

/**
 * Field-by-field comparison of what was read with what the generated document prints. Each field is
 * right or wrong; a wrong one is described as "field: read / printed" for the failure report.
 */
export type Score = {
  fields: number;
  right: number;
  wrong: string[];
  unitRents: number;
  unitRentsRight: number;
  extraRows: boolean;
};

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const near = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.005);
const key = (s: string | null) => (s ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");

function tally(checks: [string, unknown, unknown, boolean][]): Pick<Score, "fields" | "right" | "wrong"> {
  const wrong = checks
    .filter(([, , , ok]) => !ok)
    .map(([f, got, want]) => `${f}: ${JSON.stringify(got)} / ${JSON.stringify(want)}`);
  return { fields: checks.length, right: checks.length - wrong.length, wrong };
}

export function scoreRentRoll(p: ExtractedProperty, b: Building, parkingColumn: boolean): Score {
  const rent = b.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
  const readRent = p.units.reduce((s, u) => s + (u.rent ?? 0), 0);
  const parking = b.units.reduce((s, u) => s + u.parkingCents, 0);
  const readParking = p.other_income.items
    .filter((i) => /parking/i.test(i.label))
    .reduce((s, i) => s + i.amount_monthly, 0);
  const checks: [string, unknown, unknown, boolean][] = [
    ["address", p.address, b.street, key(p.address) === key(b.street)],
    ["city", p.city, b.city, p.city === b.city],
    ["state", p.state, b.state, p.state === b.state],
    ["zip", p.zip, b.zip, p.zip === b.zip],
    ["units_total", p.units_total, b.units.length, p.units_total === b.units.length],
    ["unit_rows", p.units.length, b.units.length, p.units.length === b.units.length],
    ["rent_total", readRent, dollars(rent), near(readRent, dollars(rent))],
    [
      "vacant",
      p.units.filter((u) => u.vacant).length,
      b.units.filter((u) => u.vacant).length,
      p.units.filter((u) => u.vacant).length === b.units.filter((u) => u.vacant).length,
    ],
  ];
  if (parkingColumn && parking > 0)
    checks.push(["parking", readParking, dollars(parking), near(readParking, dollars(parking))]);
  const rents = b.units.map((u, i) => near(p.units[i]?.rent ?? null, dollars(u.rentCents)));
  const firstWrong = rents.indexOf(false);
  const scored = tally(checks);
  if (firstWrong >= 0) {
    const u = b.units[firstWrong];
    const got = p.units[firstWrong];
    scored.wrong.push(
      `${rents.filter((r) => !r).length} unit rents wrong, first: unit ${u?.label} read ${got?.unit_number} ${got?.rent} / ${dollars(u?.rentCents ?? null)}`,
    );
  }
  return {
    ...scored,
    unitRents: rents.length,
    unitRentsRight: rents.filter(Boolean).length,
    extraRows: p.units.length > b.units.length,
  };
}

export function scoreStatement(p: ExtractedProperty, t: StatementTruth): Score {
  const checks: [string, unknown, unknown, boolean][] = [
    [
      "operating_expenses",
      p.expenses.totals.annual,
      dollars(t.expensesCents),
      near(p.expenses.totals.annual, dollars(t.expensesCents)),
    ],
    ["expense_lines", p.expenses.items.length, t.expenseLines, p.expenses.items.length === t.expenseLines],
    ["noi", p.document_totals.noi_annual, dollars(t.noiCents), near(p.document_totals.noi_annual, dollars(t.noiCents))],
    ["no_units", p.units.length, 0, p.units.length === 0],
  ];
  return { ...tally(checks), unitRents: 0, unitRentsRight: 0, extraRows: p.units.length > 0 };
}
