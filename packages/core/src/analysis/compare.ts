import type { CompareAssumptions, CompareResult, CompareRow } from "../contracts/analysis";
import { checkPlausibility, type RentBaseline } from "./plausibility";
import { analyzeDeal } from "../finance/analyze-deal";
import { FLAG_PENALTY_POINTS, rankProperties } from "./compare-ranking";
import { compareRows, type Compared, type ComparedProperty } from "./compare-rows";
import { dealInputOfProperty } from "./deal-input";
import { collectFacts, listing, pct, plural, rate, times, usd } from "./format";
import { analyzeProforma } from "./proforma";

export type CompareAnalysis = Omit<CompareResult, "narration" | "model" | "notice">;

const nameOf = (p: ComparedProperty) => p.nickname?.trim() || p.address;

/** The shared assumptions in words: "25% down, 6.5% interest and a 30-year amortization". */
export function describeAssumptions(a: CompareAssumptions): string[] {
  const financed = a.cashPurchase !== true;
  const parts: (string | null)[] = [
    a.cashPurchase === true
      ? "a cash purchase"
      : a.cashPurchase === false && a.downPaymentPct === undefined
        ? "financed"
        : null,
    financed && a.downPaymentPct !== undefined ? `${rate(a.downPaymentPct)} down` : null,
    financed && a.interestRatePct !== undefined ? `${rate(a.interestRatePct)} interest` : null,
    financed && a.amortYears !== undefined ? `a ${a.amortYears}-year amortization` : null,
    a.vacancyPct === undefined ? null : `${rate(a.vacancyPct)} vacancy`,
    a.holdYears === undefined ? null : `a ${a.holdYears}-year hold`,
    a.rentGrowthPct === undefined ? null : `${rate(a.rentGrowthPct)} rent growth`,
    a.expenseGrowthPct === undefined ? null : `${rate(a.expenseGrowthPct)} expense growth`,
    a.exitCapRatePct === undefined ? null : `a ${rate(a.exitCapRatePct)} exit cap rate`,
    a.saleCostsPct === undefined ? null : `${rate(a.saleCostsPct)} sale costs`,
  ];
  return parts.filter((p): p is string => p !== null);
}

/** The rows whose best value the narrative names, with the words it uses. */
const NARRATED_ROWS: Record<string, string> = {
  cap_rate_percent: "cap rate",
  cash_on_cash_percent: "cash-on-cash return",
  irr_percent: "IRR",
  dscr: "DSCR",
  price_per_unit: "price per unit",
};

const rowText = (row: CompareRow, value: number) =>
  row.format === "money"
    ? usd(value)
    : row.format === "percent"
      ? pct(value)
      : row.format === "years"
        ? `${value} years`
        : times(value);

function narrative(
  compared: readonly Compared[],
  rows: readonly CompareRow[],
  ranking: CompareAnalysis["ranking"],
  a: CompareAssumptions,
): string {
  const names = compared.map((c) => nameOf(c.property));
  const nameById = new Map(compared.map((c, i) => [c.property.id, names[i] ?? ""]));
  const shared = describeAssumptions(a);
  const out = [
    shared.length
      ? `Compared on the same assumptions: ${listing(shared)}; anything else is each property's own.`
      : "Compared on each property's own financing and assumptions.",
    `Ranking by score: ${ranking.map((r) => `${r.rank}. ${nameById.get(r.property_id) ?? r.property_id} (${r.score.toFixed(1)})`).join(", ")}.`,
  ];
  for (const [key, words] of Object.entries(NARRATED_ROWS)) {
    const row = rows.find((r) => r.key === key);
    const value = row?.values[row.best[0] ?? -1];
    if (!row || value === null || value === undefined) continue;
    const who = listing(row.best.map((i) => names[i] ?? ""));
    out.push(`${row.better === "lower" ? "Lowest" : "Highest"} ${words}: ${who} (${rowText(row, value)}).`);
  }
  compared.forEach((c, i) => {
    const flags = c.proforma.flags;
    const penalty = flags.reduce((total, f) => total + FLAG_PENALTY_POINTS[f.severity], 0);
    if (penalty <= 0) return;
    const high = flags.filter((f) => f.severity === "high").map((f) => f.title.toLowerCase());
    const which = high.length ? `, ${high.length} of high severity (${listing(high)})` : "";
    out.push(`${names[i] ?? ""} loses ${penalty.toFixed(1)} points to ${plural(flags.length, "flag")}${which}.`);
  });
  return out.join(" ");
}

/**
 * Analyses every property with the engine on the same assumptions (each one's own where an assumption is left out),
 * and returns the comparison table, a deterministic ranking (compare-ranking.ts) and a template narrative.
 */
export function compareProperties(
  props: readonly ComparedProperty[],
  assumptions: CompareAssumptions,
  options: { asOfYear?: number; rentBaselineOf?: (p: ComparedProperty) => RentBaseline | null } = {},
): CompareAnalysis {
  const compared: Compared[] = props.map((property) => ({
    property,
    deal: analyzeDeal(dealInputOfProperty(property, assumptions)),
    proforma: analyzeProforma(property, { assumptions, asOfYear: options.asOfYear }),
    plausibility: checkPlausibility({ ...property, rentBaseline: options.rentBaselineOf?.(property) ?? null }),
  }));
  const rows = compareRows(compared);
  const ranking = rankProperties(compared);
  return {
    properties: compared.map(({ property: p, plausibility }) => ({
      id: p.id,
      nickname: p.nickname,
      address: p.address,
      plausibility,
    })),
    rows,
    ranking,
    narrative: narrative(compared, rows, ranking, assumptions),
  };
}

/** Every number a narrator may state about the comparison: the table, the scores and ranks, and the texts' numbers. */
export function compareFacts(result: CompareAnalysis): number[] {
  const numbers = [...result.rows.flatMap((r) => r.values), ...result.ranking.flatMap((r) => [r.rank, r.score])];
  return collectFacts(numbers, [result.narrative, ...result.ranking.flatMap((r) => r.reasons)]);
}
