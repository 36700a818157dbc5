import { z } from "zod";
import { IRR_ASSUMPTION_LIMITS as L, MAX_PRICE_DOLLARS } from "../limits";
import { underwritingSchema } from "./underwriting";

/** IRR assumptions a user sets in the IRR Assumptions dialog; null on the property means the defaults. */
export const irrAssumptionsSchema = z.strictObject({
  holdYears: z
    .number({ error: "Hold period must be a number." })
    .int("Hold period must be whole years.")
    .min(L.holdYears.min, "Hold period must be at least 1 year.")
    .max(L.holdYears.max, "Hold period must be at most 30 years."),
  rentGrowthPct: z
    .number({ error: "Rent growth must be a number." })
    .min(L.rentGrowthPct.min, "Rent growth must be at least -20%.")
    .max(L.rentGrowthPct.max, "Rent growth must be at most 50%."),
  expenseGrowthPct: z
    .number({ error: "Expense growth must be a number." })
    .min(L.expenseGrowthPct.min, "Expense growth must be at least -20%.")
    .max(L.expenseGrowthPct.max, "Expense growth must be at most 50%."),
  exitCapRatePct: z
    .number({ error: "Exit cap rate must be a number." })
    .min(L.exitCapRatePct.min, "Exit cap rate must be at least 0.1%.")
    .max(L.exitCapRatePct.max, "Exit cap rate must be at most 30%."),
  saleCostsPct: z
    .number({ error: "Sale costs must be a number." })
    .min(L.saleCostsPct.min, "Sale costs cannot be negative.")
    .max(L.saleCostsPct.max, "Sale costs must be at most 50%."),
});
export type IrrAssumptions = z.infer<typeof irrAssumptionsSchema>;

/** Financing terms and underwriting assumptions saved from the Financials screen. */
export const financingFields = {
  interestRatePct: z
    .number({ error: "Interest rate must be a number." })
    .min(0, "Interest rate cannot be negative.")
    .max(30, "Interest rate must be at most 30%.")
    .nullable(),
  amortYears: z
    .number({ error: "Amortization must be a number." })
    .int("Amortization must be whole years.")
    .min(1, "Amortization must be at least 1 year.")
    .max(50, "Amortization must be at most 50 years.")
    .nullable(),
  downPaymentPct: z
    .number({ error: "Down payment must be a number." })
    .min(0, "Down payment cannot be negative.")
    .max(100, "Down payment must be at most 100%.")
    .nullable(),
  downPaymentAmt: z
    .number({ error: "Down payment must be a number." })
    .int("Down payment must be whole dollars.")
    .min(0, "Down payment cannot be negative.")
    .max(MAX_PRICE_DOLLARS, "Down payment must be at most $10,000,000,000.")
    .nullable(),
  vacancyPct: z
    .number({ error: "Vacancy must be a number." })
    .min(0, "Vacancy cannot be negative.")
    .max(100, "Vacancy must be at most 100%.")
    .nullable(),
  irrAssumptions: irrAssumptionsSchema.nullable(),
  underwriting: underwritingSchema.nullable(),
};
