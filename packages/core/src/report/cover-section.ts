import type { ReportContext } from "./report-context";
import { coverageText, dateText, moneyText, percentText } from "./report-format";
import type { ReportCover, ReportFact } from "./report-types";

/** The figures an investor reads first, as the Financials metric cards show them (annual). */
export function keyMetrics({ property, deal }: ReportContext): ReportFact[] {
  const { metrics, monthly } = deal;
  return [
    { label: "Price", value: moneyText(property.price) },
    { label: "Units", value: String(property.unitCount) },
    { label: "NOI (annual)", value: moneyText(monthly.noi * 12) },
    { label: "Cap Rate", value: percentText(metrics.capRatePct) },
    { label: "Cash Flow (annual)", value: moneyText(monthly.cashFlow * 12) },
    { label: "Cash on Cash", value: percentText(metrics.cashOnCashPct) },
    { label: "IRR", value: metrics.irrPct === null ? "N/A" : percentText(metrics.irrPct) },
    { label: "Debt Coverage Ratio", value: coverageText(metrics.dscr) },
  ];
}

/** One line of address: street, city, state and zip as entered. */
export function addressLine(p: ReportContext["property"]): string {
  const place = [p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return place ? `${p.address}, ${place}` : p.address;
}

export function coverOf(ctx: ReportContext): ReportCover {
  const performa = ctx.analyses.performa?.analysis;
  return {
    heading: ctx.property.nickname?.trim() || ctx.property.address,
    address: addressLine(ctx.property),
    facts: keyMetrics(ctx),
    verdict: performa ? `Verdict: ${performa.verdict.decision}. ${performa.verdict.reason}` : null,
    generatedOn: `Investment report, ${dateText(ctx.generatedAt)}`,
  };
}
