import { monthlyTotals, rentInPlaceCents } from "../finance/property-totals";
import type { Unit } from "../contracts/property-parts";
import { plural } from "../analysis/format";
import type { ReportContext } from "./report-context";
import { DASH, monthlyCentsText } from "./report-format";
import type { ReportBlock, ReportFact, ReportSection } from "./report-types";

const numberOrDash = (n: number | null): string => (n === null ? DASH : String(n));

function unitRow(unit: Unit, index: number): string[] {
  return [
    unit.unitNumber || `Row ${index + 1}`,
    numberOrDash(unit.beds),
    numberOrDash(unit.baths),
    numberOrDash(unit.sqft),
    unit.vacant ? DASH : monthlyCentsText(rentInPlaceCents(unit)),
    monthlyCentsText(unit.marketRentCents),
    unit.vacant ? "Vacant" : "Occupied",
  ];
}

/** The rent roll's totals: rent in place counts occupied units only (rentInPlaceCents), as every screen does. */
export function rentRollFacts({ property }: ReportContext): ReportFact[] {
  const { units } = property;
  const rentCents = monthlyTotals(units, [], []).rentMonthlyCents;
  const vacant = units.filter((u) => u.vacant).length;
  const marketRents = units.flatMap((u) => (u.marketRentCents === null ? [] : [u.marketRentCents]));
  const marketCents = marketRents.reduce((total, cents) => total + cents, 0);
  return [
    { label: "Rows on the rent roll", value: plural(units.length, "unit") },
    { label: "Occupied / vacant", value: `${units.length - vacant} / ${vacant}` },
    { label: "Rent in place (monthly)", value: monthlyCentsText(rentCents) },
    { label: "Rent in place (annual)", value: monthlyCentsText(rentCents, 12) },
    ...(marketRents.length > 0
      ? [{ label: "Market rent (monthly, where stated)", value: monthlyCentsText(marketCents) }]
      : []),
  ];
}

export function rentRollSection(ctx: ReportContext): ReportSection {
  const { units } = ctx.property;
  const blocks: ReportBlock[] = [{ kind: "facts", facts: rentRollFacts(ctx) }];
  if (units.length === 0) blocks.push({ kind: "paragraph", text: "No rent roll has been entered." });
  else
    blocks.push({
      kind: "table",
      table: {
        caption: "Rent roll",
        columns: ["Unit", "Beds", "Baths", "Sq Ft", "Rent in place", "Market rent", "Status"],
        rows: units.map(unitRow),
        align: ["left", "right", "right", "right", "right", "right", "left"],
      },
    });
  return { id: "rent-roll", title: "Rent roll", newPage: true, blocks };
}
