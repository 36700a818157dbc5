/** A down payment as the Financials screen holds it: a percent of the price, or whole dollars. */
export type DownPayment = { mode: "pct" | "amt"; value: number };

/**
 * SPEC section 4: switching the down payment between percent and dollars converts the value with the price
 * (dollars rounded to whole dollars, percent to 2 decimals and at most 100; 0 when the price is 0).
 */
export function switchDownPaymentMode(downPayment: DownPayment, price: number): DownPayment {
  if (downPayment.mode === "pct") return { mode: "amt", value: Math.round((price * downPayment.value) / 100) };
  const pct = price > 0 ? Math.round((downPayment.value / price) * 100 * 100) / 100 : 0;
  return { mode: "pct", value: Math.min(pct, 100) };
}
