import { dollarsToCents } from "../wire/money";
import { dealOfProperty, type PropertyFacts } from "./deal-input";

/**
 * The deal model's figures that the server keeps on each property row, so that reading My Properties and a property
 * does not underwrite every deal again (issue 14; docs/decisions/0016-api-near-its-ceiling.md). A stored figure is
 * only ever this function's answer for the row's facts, written with the version below.
 *
 * Bump DEAL_FIGURES_VERSION whenever this function's answer may change for the same stored property: a change to
 * the deal model (analyze-deal.ts, deal-input.ts), a new input it reads, a new figure here. Rows stamped with an
 * older version are recomputed by the server when read, so no screen ever shows a figure of an older model.
 */
export const DEAL_FIGURES_VERSION = 2;

export type DealFigures = {
  /** The cap rate the list, Financials, the pro-forma and /compare show (vacancy included); null without a price. */
  capRatePct: number | null;
  /** The loan's monthly payment in integer cents, as the API answers it (dollars to the cent); null with no loan. */
  monthlyPaymentCents: number | null;
};

export function dealFiguresOf(property: PropertyFacts): DealFigures {
  const deal = dealOfProperty(property);
  return {
    capRatePct: deal.metrics.capRatePct,
    monthlyPaymentCents: deal.loan ? dollarsToCents(deal.loan.monthlyPayment) : null,
  };
}
