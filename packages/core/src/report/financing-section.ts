import { CLOSING_COST_PCT } from "../finance/analyze-deal";
import type { ReportContext } from "./report-context";
import { centsText, coverageText, moneyText, percentText, rateText } from "./report-format";
import type { ReportFact, ReportSection } from "./report-types";

/** The loan as the deal model underwrote it; a cash purchase or missing terms say so. */
export function financingFacts({ property, deal }: ReportContext): ReportFact[] {
  const { loan, metrics, monthly } = deal;
  const cashIn = {
    label: `Total cash in (with ${CLOSING_COST_PCT}% closing costs)`,
    value: moneyText(metrics.totalCashIn),
  };
  if (property.cashPurchase) return [{ label: "Purchase", value: "Cash" }, cashIn];
  if (!loan)
    return [
      { label: "Purchase", value: "Financed, terms not entered (the amount borrowed is repaid at the sale)" },
      cashIn,
    ];
  return [
    { label: "Purchase", value: "Financed" },
    { label: "Down payment", value: moneyText(loan.downPayment) },
    { label: "Loan amount", value: moneyText(loan.amount) },
    { label: "Interest rate", value: rateText(property.interestRatePct) },
    { label: "Amortization", value: property.amortYears === null ? "—" : `${property.amortYears} years` },
    { label: "Monthly payment", value: centsText(loan.monthlyPayment) },
    { label: "Debt service (annual)", value: moneyText(monthly.debtService * 12) },
    { label: "Loan to Value", value: percentText(metrics.ltvPct, 1) },
    { label: "Debt Coverage Ratio", value: coverageText(metrics.dscr) },
    { label: "Cash on Cash", value: percentText(metrics.cashOnCashPct) },
    cashIn,
  ];
}

export const financingSection = (ctx: ReportContext): ReportSection => ({
  id: "financing",
  title: "Financing",
  blocks: [{ kind: "facts", facts: financingFacts(ctx) }],
});
