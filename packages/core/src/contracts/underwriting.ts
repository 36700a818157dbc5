import { z } from "zod";
import { MAX_PRICE_DOLLARS } from "../limits";
import { MAX_LOANS } from "../finance/analyze-deal";
import { OFFER_METRICS } from "../finance/max-offer";
import { SENSITIVITY_AXES, SENSITIVITY_METRICS } from "../finance/sensitivity-table";
import { textField } from "./text-field";

const num = (field: string) => z.number({ error: `${field} must be a number.` });
const dollars = (field: string) =>
  num(field).min(0, `${field} cannot be negative.`).max(MAX_PRICE_DOLLARS, `${field} must be at most $10,000,000,000.`);
const pct = (field: string, max: number) =>
  num(field).min(0, `${field} cannot be negative.`).max(max, `${field} must be at most ${max}%.`);
const years = (field: string, max: number) =>
  num(field)
    .int(`${field} must be whole years.`)
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max} years.`);

/** One loan of the Financials screen's loans editor. */
export const loanSchema = z
  .strictObject({
    label: textField(60, "Loan name").nullable().optional(),
    amountPct: pct("Loan amount", 100).nullable().optional(),
    amount: dollars("Loan amount").nullable().optional(),
    ratePct: pct("Interest rate", 30),
    amortYears: years("Amortization", 50).nullable().optional(),
    interestOnlyMonths: num("Interest-only months")
      .int("Interest-only months must be whole months.")
      .min(0, "Interest-only months cannot be negative.")
      .max(600, "Interest-only months must be at most 600.")
      .nullable()
      .optional(),
    pointsPct: pct("Points", 10).nullable().optional(),
    lenderFees: dollars("Lender fees").nullable().optional(),
  })
  .refine((loan) => loan.amountPct == null || loan.amount == null, {
    message: "Send a loan amount as a percent or as dollars, not both.",
    path: ["amount"],
  });

export const refinanceSchema = z.strictObject({
  year: num("Refinance year")
    .int("Refinance year must be a whole year.")
    .min(1, "Refinance year must be at least 1.")
    .max(29, "Refinance year must be at most 29."),
  ltvPct: pct("Refinance LTV", 100),
  ratePct: pct("Refinance rate", 30),
  amortYears: years("Refinance amortization", 50).nullable().optional(),
  costsPct: pct("Refinance costs", 20).nullable().optional(),
});

export const valueAddUnitTypeSchema = z.strictObject({
  label: textField(60, "Unit type").nullable().optional(),
  units: num("Units to renovate")
    .int("Units to renovate must be a whole number.")
    .min(0, "Units to renovate cannot be negative.")
    .max(2_000, "Units to renovate must be at most 2,000."),
  budgetPerUnit: dollars("Renovation budget per unit"),
  rentPremiumMonthly: num("Rent premium")
    .min(0, "Rent premium cannot be negative.")
    .max(100_000, "Rent premium must be at most $100,000 a month."),
  downtimeMonths: num("Downtime").min(0, "Downtime cannot be negative.").max(12, "Downtime must be at most 12 months."),
});

export const valueAddSchema = z.strictObject({
  unitTypes: z.array(valueAddUnitTypeSchema).max(20, "At most 20 unit types."),
  commonAreaBudget: dollars("Common-area budget"),
  unitsPerYear: num("Units renovated per year")
    .int("Units renovated per year must be a whole number.")
    .min(0, "Units renovated per year cannot be negative.")
    .max(2_000, "Units renovated per year must be at most 2,000."),
});

/** The user's minimums for the max-offer solver. */
export const offerTargetsSchema = z.strictObject(
  Object.fromEntries(
    OFFER_METRICS.map((metric) => [
      metric,
      num(`Target ${metric}`)
        .min(-100, `Target ${metric} must be at least -100.`)
        .max(1_000, `Target ${metric} must be at most 1,000.`)
        .nullable()
        .optional(),
    ]),
  ) as Record<(typeof OFFER_METRICS)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
);

export const sensitivityChoiceSchema = z.strictObject({
  rowAxis: z.enum(SENSITIVITY_AXES, { error: `Row axis must be one of ${SENSITIVITY_AXES.join(", ")}.` }),
  colAxis: z.enum(SENSITIVITY_AXES, { error: `Column axis must be one of ${SENSITIVITY_AXES.join(", ")}.` }),
  metric: z.enum(SENSITIVITY_METRICS, { error: `Metric must be one of ${SENSITIVITY_METRICS.join(", ")}.` }),
});

/**
 * The underwriting a user sets on Financials beyond the basic financing (issue 17): up to 3 loans (they replace the
 * down payment, rate and amortization when there is at least one), closing costs, a refinance, a value-add plan,
 * the max-offer targets and the sensitivity table's axes. Every field is optional; absent means the default.
 */
export const underwritingSchema = z
  .strictObject({
    loans: z.array(loanSchema).max(MAX_LOANS, `At most ${MAX_LOANS} loans.`).optional(),
    closingCostsPct: pct("Closing costs", 20).nullable().optional(),
    refinance: refinanceSchema.nullable().optional(),
    valueAdd: valueAddSchema.nullable().optional(),
    targets: offerTargetsSchema.nullable().optional(),
    sensitivity: sensitivityChoiceSchema.nullable().optional(),
  })
  .refine((u) => (u.loans ?? []).reduce((total, loan) => total + (loan.amountPct ?? 0), 0) <= 100, {
    message: "The loans' percents of the price add up to more than 100%.",
    path: ["loans"],
  });
export type Underwriting = z.infer<typeof underwritingSchema>;
export type UnderwritingLoan = z.infer<typeof loanSchema>;
export type SensitivityChoice = z.infer<typeof sensitivityChoiceSchema>;
