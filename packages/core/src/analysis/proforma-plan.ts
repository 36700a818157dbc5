import type { ProformaAnalysis, ProformaFlag, ProformaFlagCode } from "../contracts/analysis";
import { mortgagePayment } from "../finance/loan";
import { pct, rate, roundTo, times, usd } from "./format";
import type { ProformaBasis } from "./proforma-basis";
import {
  BENCHMARK_TAX_RATE_PCT,
  MANAGEMENT_FEE_TYPICAL_PCT,
  MIN_DSCR,
  plausibleOerFloor,
  TYPICAL_VACANCY_PCT,
} from "./proforma-flags";

type Step = (b: ProformaBasis) => string;

/** The loan the NOI supports at the minimum DSCR, at the deal's rate and amortization; null without a loan. */
export function loanSupportedAtMinDscr(b: ProformaBasis): number | null {
  const perDollar = mortgagePayment(1, b.input.interestRatePct ?? 0, b.input.amortYears ?? 0);
  const noi = b.metrics.noi_annual ?? 0;
  if (!b.deal.loan || perDollar <= 0) return null;
  return Math.max(0, noi / MIN_DSCR / 12 / perDollar);
}

const STEPS: Record<ProformaFlagCode, Step> = {
  no_price: () => "Enter the asking price: the cap rate, cash-on-cash return and DSCR depend on it.",
  no_rent_roll: () => "Get the rent roll from the seller and enter each unit's rent in place.",
  no_expenses: () => "Get the seller's trailing 12-month operating statement and enter every expense.",
  negative_cash_flow: (b) =>
    `Renegotiate the price or the financing: at these numbers the building loses ${usd(-(b.metrics.cash_flow_annual ?? 0))} a year.`,
  dscr_below_1_25: (b) => {
    const supported = loanSupportedAtMinDscr(b);
    const loan = b.deal.loan?.amount ?? 0;
    if (supported === null)
      return `Bring the DSCR to at least ${times(MIN_DSCR)} with a larger down payment or a lower price.`;
    return `Bring the DSCR to ${times(MIN_DSCR)}: NOI of ${usd(b.metrics.noi_annual ?? 0)}/yr supports a loan of about ${usd(supported)} at ${rate(b.input.interestRatePct ?? 0)} over ${b.input.amortYears ?? 0} years, not ${usd(loan)}.`;
  },
  expense_ratio_low_for_age: (b) => {
    const { floorPct } = plausibleOerFloor(b);
    const atFloor = ((b.metrics.goi_annual ?? 0) * floorPct) / 100;
    return `Check the expenses against the seller's trailing 12-month statement and utility bills: at a ${floorPct}% expense ratio they would be ${usd(atFloor)}/yr, not ${usd(b.metrics.expenses_annual ?? 0)}/yr.`;
  },
  taxes_not_reassessed: (b) => {
    const price = b.facts.price;
    const benchmark = usd((price * BENCHMARK_TAX_RATE_PCT) / 100);
    if (b.taxesAnnual === null || b.taxesAnnual <= 0) {
      const sized =
        price > 0 ? ` (about ${benchmark}/yr at ${rate(BENCHMARK_TAX_RATE_PCT)} of the ${usd(price)} price)` : "";
      return `Add the property taxes: ask the county assessor for the current bill and the bill after a sale${sized}.`;
    }
    const ratePct = roundTo((b.taxesAnnual / price) * 100, 2);
    return `Get the tax bill re-estimated at the ${usd(price)} price: the stated ${usd(b.taxesAnnual)}/yr is ${pct(ratePct)} of price (about ${benchmark}/yr at ${rate(BENCHMARK_TAX_RATE_PCT)}).`;
  },
  no_vacancy_allowance: (b) => {
    const cost = (b.grossIncomeAnnual * TYPICAL_VACANCY_PCT) / 100;
    return `Underwrite a ${TYPICAL_VACANCY_PCT}% vacancy allowance${cost > 0 ? ` (${usd(cost)}/yr)` : ""}, even if every unit is rented today.`;
  },
  no_management_fee: (b) => {
    const { min, max } = MANAGEMENT_FEE_TYPICAL_PCT;
    const goi = b.metrics.goi_annual ?? 0;
    const sized = goi > 0 ? ` (${usd((goi * min) / 100)} to ${usd((goi * max) / 100)}/yr)` : "";
    return `Budget management at ${min}% to ${max}% of GOI${sized}, even if you plan to manage it yourself.`;
  },
  pro_forma_rents_above_in_place: (b) => {
    const rents = b.proForma;
    const amounts = rents ? ` (${usd(rents.inPlaceMonthly)}/mo, not the pro-forma ${usd(rents.marketMonthly)}/mo)` : "";
    return `Underwrite at rent in place${amounts}; check the pro-forma rents against comparable rents and lease end dates before paying for them.`;
  },
};

/** One short action per flag, in the flags' order, then the checks every purchase needs. */
export function executionPlan(
  b: ProformaBasis,
  flags: readonly ProformaFlag[],
  verdict: ProformaAnalysis["verdict"],
): string[] {
  const steps = flags.map((flag) => STEPS[flag.code](b));
  if (verdict.decision === "Avoid") {
    steps.push(
      "Do not go ahead at these numbers; make an offer only at a price or on terms where cash flow is positive.",
    );
    return steps;
  }
  if (b.rentInPlaceMonthly > 0) steps.push("Verify the rent roll against signed leases and recent bank deposits.");
  steps.push("Order a property inspection and get insurance quotes before your contingencies end.");
  return steps;
}
