import { CLOSING_COST_PCT } from "../finance/analyze-deal";
import type { ReportContext } from "./report-context";
import { centsText, coverageText, moneyText, percentText, rateText } from "./report-format";
import type { ReportFact, ReportSection } from "./report-types";

/** The loan as the deal model underwrote it; a cash purchase or missing terms say so. */
export function financingFacts({ property, input, deal }: ReportContext): ReportFact[] {
  const { loan, metrics, monthly } = deal;
  const closingPct = input.closingCostsPct ?? CLOSING_COST_PCT;
  const cashIn = {
    label: `Total cash in (with ${closingPct}% closing costs${deal.closing.loanCosts > 0 ? ", points and lender fees" : ""})`,
    value: moneyText(metrics.totalCashIn),
  };
  if (property.cashPurchase) return [{ label: "Purchase", value: "Cash" }, cashIn];
  if (!loan)
    return [
      { label: "Purchase", value: "Financed, terms not entered (the amount borrowed is repaid at the sale)" },
      cashIn,
    ];
  // The underwriting's loans (issue 17) replace the one loan of the rate and amortization fields.
  const terms: ReportFact[] = input.loans?.length
    ? deal.loans.map((l) => ({
        label: l.startYear > 0 ? `${l.label} loan (end of year ${l.startYear})` : l.label,
        value:
          `${moneyText(l.amount)} at ${rateText(l.ratePct)}, ` +
          (l.amortYears > 0 ? `${l.amortYears}-year amortization` : "interest only") +
          (l.interestOnlyMonths > 0 && l.amortYears > 0 ? `, ${l.interestOnlyMonths} months interest only` : ""),
      }))
    : [
        { label: "Interest rate", value: rateText(property.interestRatePct) },
        { label: "Amortization", value: property.amortYears === null ? "—" : `${property.amortYears} years` },
      ];
  return [
    { label: "Purchase", value: "Financed" },
    { label: "Down payment", value: moneyText(loan.downPayment) },
    { label: "Loan amount", value: moneyText(loan.amount) },
    ...terms,
    {
      label: input.loans?.length ? "Debt service, year 1 (monthly)" : "Monthly payment",
      value: centsText(loan.monthlyPayment),
    },
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
