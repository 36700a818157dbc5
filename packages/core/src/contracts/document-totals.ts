import { z } from "zod";
import { MAX_PRICE_DOLLARS, MAX_UNITS } from "../limits";
import { textField } from "./text-field";

/**
 * The totals the documents print (a rent roll's total, a statement's income, expenses and NOI, the OM's price and
 * cap rate), kept with the property as printed so the plausibility guard can hold the property's document-derived
 * lines against them for as long as the property lives. The same shape is stored, answered and accepted: values are
 * as the document prints them (dollars for money, monthly or annual as the name says; a count for units; percent
 * for the cap rate), each with the file and page it was read from.
 */
export const DOCUMENT_TOTAL_KEYS = [
  "units",
  "price",
  "rent_roll_monthly",
  "rent_roll_market_monthly",
  "monthly_income",
  "gross_income_annual",
  "effective_income_annual",
  "total_expenses_annual",
  "noi_annual",
  "cap_rate_pct",
] as const;
export type DocumentTotalKey = (typeof DOCUMENT_TOTAL_KEYS)[number];

const MAX_DOLLARS = MAX_PRICE_DOLLARS * 10;

/** What each total may be: NOI alone can be negative; a count is whole; a cap rate is a percent. */
function valueProblem(total: DocumentTotalKey, value: number): string | null {
  if (total === "units")
    return Number.isInteger(value) && value >= 0 && value <= MAX_UNITS
      ? null
      : `Units must be a whole number from 0 to ${MAX_UNITS}.`;
  if (total === "cap_rate_pct")
    return value >= -100 && value <= 100 ? null : "A cap rate must be a percent from -100 to 100.";
  const min = total === "noi_annual" ? -MAX_DOLLARS : 0;
  if (value < min || value > MAX_DOLLARS) return `The ${total} total is out of range.`;
  return Math.round(value * 100) === Math.round(value * 100 * 1e6) / 1e6
    ? null
    : "A total must be dollars with at most two decimals.";
}

export const documentTotalSchema = z
  .strictObject({
    total: z.enum(DOCUMENT_TOTAL_KEYS, { error: `total must be one of ${DOCUMENT_TOTAL_KEYS.join(", ")}.` }),
    value: z.number({ error: "value must be a number." }).finite("value must be a finite number."),
    file: textField(255, "Source file").nullable().default(null),
    page: z
      .number({ error: "page must be a number." })
      .int("page must be a whole number.")
      .min(1, "page must be 1 or more.")
      .max(10_000, "page must be at most 10,000.")
      .nullable()
      .default(null),
    /** The user looked at the lines this total checks and says they are right: the guard no longer flags it. */
    confirmed: z.boolean({ error: "confirmed must be true or false." }).default(false),
  })
  .superRefine((t, ctx) => {
    const problem = valueProblem(t.total, t.value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
  });
export type DocumentTotal = z.infer<typeof documentTotalSchema>;

export const documentTotalsSchema = z
  .array(documentTotalSchema)
  .max(DOCUMENT_TOTAL_KEYS.length, `At most ${DOCUMENT_TOTAL_KEYS.length} document totals.`)
  .refine((list) => new Set(list.map((t) => t.total)).size === list.length, "Each document total may appear once.")
  .nullable();

/** A document total as the model holds and the API answers it. */
export const documentTotalOutSchema = z.object({
  total: z.enum(DOCUMENT_TOTAL_KEYS),
  value: z.number(),
  file: z.string().nullable(),
  page: z.number().nullable(),
  confirmed: z.boolean(),
});
