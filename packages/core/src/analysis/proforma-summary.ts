import type { ProformaAnalysis, ProformaFlag } from "../contracts/analysis";
import { CLOSING_COST_PCT } from "../finance/analyze-deal";
import { pct, plural, rate, times, usd } from "./format";
import type { ProformaBasis } from "./proforma-basis";

function purchase(b: ProformaBasis): string {
  const { price, unitCount } = b.facts;
  const built = b.facts.yearBuilt === null ? "" : ` built in ${b.facts.yearBuilt}`;
  const units = `${unitCount > 0 ? plural(unitCount, "unit") : "A building with no unit count"}${built}`;
  if (price <= 0) return `${units}, with no price entered.`;
  const perUnit = b.metrics.price_per_unit === null ? "" : ` (${usd(b.metrics.price_per_unit)} per unit)`;
  return `${units} at ${usd(price)}${perUnit}.`;
}

function operations(b: ProformaBasis): string {
  const m = b.metrics;
  const other = b.deal.monthly.grossIncome - b.rentInPlaceMonthly;
  const income = `Rent in place of ${usd(b.rentInPlaceMonthly)}/mo${other !== 0 ? ` plus ${usd(other)}/mo of other income` : ""}`;
  const vacancy =
    (b.input.vacancyPct ?? 0) > 0
      ? `, less a ${rate(b.input.vacancyPct ?? 0)} vacancy allowance,`
      : " with no vacancy allowance";
  const oer = m.oer_percent === null ? "" : ` (${pct(m.oer_percent)} of GOI)`;
  const cap = m.cap_rate_percent === null ? "" : `, a cap rate of ${pct(m.cap_rate_percent)}`;
  return `${income}${vacancy} gives GOI of ${usd(m.goi_annual ?? 0)}/yr; expenses of ${usd(m.expenses_annual ?? 0)}/yr${oer} leave NOI of ${usd(m.noi_annual ?? 0)}/yr${cap}.`;
}

function financing(b: ProformaBasis): string {
  const m = b.metrics;
  const cashIn = b.deal.metrics.totalCashIn;
  const coc =
    m.cash_on_cash_percent === null
      ? ""
      : `, a cash-on-cash return of ${pct(m.cash_on_cash_percent)} on ${usd(cashIn)} invested (with ${CLOSING_COST_PCT}% closing costs)`;
  if (b.facts.price <= 0) return "";
  if (b.debtFree) return ` Bought without a loan, cash flow is ${usd(m.cash_flow_annual ?? 0)}/yr${coc}.`;
  const loan = b.deal.loan;
  if (!loan)
    return ` Financed without an interest rate and amortization, the debt service and DSCR cannot be computed.`;
  const terms = `${usd(loan.amount)} loan at ${rate(b.input.interestRatePct ?? 0)} over ${b.input.amortYears ?? 0} years`;
  return ` With ${usd(loan.downPayment)} down and a ${terms}, debt service of ${usd(b.debtServiceAnnual)}/yr leaves cash flow of ${usd(m.cash_flow_annual ?? 0)}/yr at a DSCR of ${times(m.dscr ?? 0)}${coc}.`;
}

function flagCount(flags: readonly ProformaFlag[]): string {
  if (flags.length === 0) return " No flags.";
  const high = flags.filter((f) => f.severity === "high").length;
  return ` ${plural(flags.length, "flag")}${high ? `, ${high} of high severity` : ""}.`;
}

/** The template paragraph: purchase, operations, financing, flags and verdict, each with its numbers. */
export function proformaSummary(
  b: ProformaBasis,
  flags: readonly ProformaFlag[],
  verdict: ProformaAnalysis["verdict"],
): string {
  return `${purchase(b)} ${operations(b)}${financing(b)}${flagCount(flags)} Verdict: ${verdict.decision}.`;
}
