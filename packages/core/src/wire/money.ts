/**
 * Money at the API boundary (ADR 0013): the wire speaks dollars with at most two decimals, storage integer cents
 * (ADR 0004). Integer cents divided by 100 is the double nearest the decimal, which JSON prints as written
 * (123456 -> 1234.56), and rounds back to the same cents, so a value survives any number of round trips.
 */
export const centsToDollars = (cents: number): number => cents / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export const nullableDollars = (cents: number | null): number | null => (cents === null ? null : centsToDollars(cents));
export const nullableCents = (dollars: number | null): number | null =>
  dollars === null ? null : dollarsToCents(dollars);

/** A monthly amount in cents as the SPEC's pair of dollar figures. */
export const monthlyAndAnnual = (monthlyCents: number) => ({
  monthly: centsToDollars(monthlyCents),
  annual: centsToDollars(monthlyCents * 12),
});
