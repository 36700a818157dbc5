import { analyzeDeal, DEFAULT_IRR_ASSUMPTIONS, type DealInput } from "./analyze-deal";

export type SensitivitySteps = {
  /** Percent changes of the price; default -10, -5, 0, 5, 10. */
  priceSteps?: readonly number[];
  /** Points added to the exit cap rate; default -1, -0.5, 0, 0.5, 1. */
  exitCapSteps?: readonly number[];
};
export type SensitivityRow = {
  priceChangePct: number;
  price: number;
  exitCapRatePct: number;
  irrPct: number | null;
  cashOnCashPct: number | null;
};

export const DEFAULT_PRICE_STEPS: readonly number[] = [-10, -5, 0, 5, 10];
export const DEFAULT_EXIT_CAP_STEPS: readonly number[] = [-1, -0.5, 0, 0.5, 1];

/**
 * IRR and cash-on-cash for each price step x exit cap step, price steps outer. Each cell is a full analyzeDeal of
 * the deal at that price and exit cap rate, so a down payment percent and the closing costs follow the price (a
 * down payment amount stays the same dollars).
 */
export function sensitivityGrid(
  input: DealInput,
  { priceSteps = DEFAULT_PRICE_STEPS, exitCapSteps = DEFAULT_EXIT_CAP_STEPS }: SensitivitySteps = {},
): SensitivityRow[] {
  const basePrice = Number.isFinite(input.price) ? Math.max(0, input.price) : 0;
  const baseExitCap =
    typeof input.exitCapRatePct === "number" && Number.isFinite(input.exitCapRatePct)
      ? input.exitCapRatePct
      : DEFAULT_IRR_ASSUMPTIONS.exitCapRatePct;
  return priceSteps.flatMap((priceChangePct) => {
    const price = Math.max(0, basePrice * (1 + priceChangePct / 100));
    return exitCapSteps.map((capStep) => {
      const exitCapRatePct = baseExitCap + capStep;
      const { metrics } = analyzeDeal({ ...input, price, exitCapRatePct });
      return { priceChangePct, price, exitCapRatePct, irrPct: metrics.irrPct, cashOnCashPct: metrics.cashOnCashPct };
    });
  });
}
