import { z } from "zod";
import { EXPENSE_CATEGORIES, MAX_MONTHLY_CENTS, MAX_ROWS } from "../limits";
import { textField } from "./text-field";

/**
 * Money in these contracts: recurring amounts (rents, other income, expenses) are integer CENTS per month
 * (`...MonthlyCents`), so annual = monthly x 12 exactly; the price and down payment are integer whole DOLLARS.
 */

export const LINE_SOURCES = ["document", "derived", "manual"] as const;

const text = textField;

const monthlyCents = (field: string) =>
  z
    .number({ error: `${field} must be a number of cents.` })
    .int(`${field} must be whole cents.`)
    .min(-MAX_MONTHLY_CENTS, `${field} is out of range.`)
    .max(MAX_MONTHLY_CENTS, `${field} is out of range.`);

const nonNegativeMonthlyCents = (field: string) => monthlyCents(field).min(0, `${field} cannot be negative.`);

const halfSteps = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max}.`)
    .refine((n) => Number.isInteger(n * 2), `${field} must be a whole or half number.`);

/** A calendar day as yyyy-mm-dd (a real date: 2027-02-30 is refused). */
const isoDay = (field: string) => z.iso.date({ error: `${field} must be a date as yyyy-mm-dd.` });

const unitFields = z.strictObject({
  unitNumber: text(40, "Unit").default(""),
  beds: halfSteps("Beds", 20).nullable().default(null),
  baths: halfSteps("Baths", 20).nullable().default(null),
  sqft: z
    .number()
    .int("Sq Ft must be a whole number.")
    .min(0, "Sq Ft cannot be negative.")
    .max(100_000, "Sq Ft must be at most 100,000.")
    .nullable()
    .default(null),
  /** Rent in place (collected), per month. A vacant unit has none. */
  monthlyRentCents: nonNegativeMonthlyCents("Rent").nullable().default(null),
  /** Pro-forma or market rent from the documents, kept apart from the rent in place. */
  marketRentCents: nonNegativeMonthlyCents("Market rent").nullable().default(null),
  vacant: z.boolean().default(false),
  /** A shop, office or leasing office in a mixed-use building: its rent counts, it is no home. Optional: most units are homes. */
  commercial: z.boolean().optional(),
  /** "unit_mix": made from a document's unit mix (one row per unit at its type's average rent), not a rent roll. */
  source: z
    .enum(["document", "unit_mix", "manual"], { error: "Unit source must be document, unit_mix or manual." })
    .optional(),
  /**
   * The file and page the row was read from (issue 30): the plausibility guard holds each file's rows against that
   * file's printed totals. Optional: units saved before rows kept their file, and units a person typed, have none.
   */
  sourceFile: text(255, "Source file").nullable().optional(),
  sourcePage: z
    .number({ error: "Source page must be a number." })
    .int("Source page must be a whole number.")
    .min(1, "Source page must be 1 or more.")
    .max(10_000, "Source page must be at most 10,000.")
    .nullable()
    .optional(),
  /** The lease's first and last day, when the rent roll gives them. Optional: older units have none. */
  leaseStart: isoDay("Lease start").nullable().optional(),
  leaseEnd: isoDay("Lease end").nullable().optional(),
  /** A concession (free rent spread over the lease, a discount) per month, kept apart from the rent in place. */
  concessionMonthlyCents: nonNegativeMonthlyCents("Concession").nullable().optional(),
});

export const unitSchema = unitFields.refine(
  (unit) => !unit.leaseStart || !unit.leaseEnd || unit.leaseStart <= unit.leaseEnd,
  { message: "Lease end cannot be before lease start.", path: ["leaseEnd"] },
);
export type Unit = z.infer<typeof unitSchema>;

const lineItemFields = {
  label: text(120, "Label").min(1, "Label is required."),
  amountMonthlyCents: monthlyCents("Amount").nullable().default(null),
  source: z.enum(LINE_SOURCES).default("manual"),
  sourcePage: z.number().int().min(1).max(10_000).nullable().default(null),
  sourceFile: text(255, "Source file").nullable().default(null),
  /** Why the user's figure differs from the documents': their note, or the Normalise rule that set it. */
  reason: text(200, "Reason").optional(),
};

export const otherIncomeItemSchema = z.strictObject(lineItemFields);
export type OtherIncomeItem = z.infer<typeof otherIncomeItemSchema>;

export const expenseItemSchema = z.strictObject({
  ...lineItemFields,
  category: z
    .enum(EXPENSE_CATEGORIES, { error: `Category must be one of ${EXPENSE_CATEGORIES.join(", ")}.` })
    .default("Other"),
});
export type ExpenseItem = z.infer<typeof expenseItemSchema>;

const rating = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .min(0, `${field} must be between 0 and 10.`)
    .max(10, `${field} must be between 0 and 10.`)
    .refine((n) => Number.isInteger(n * 2), `${field} moves in steps of 0.5.`);

export const myRatingsSchema = z.strictObject({
  overall: rating("Overall"),
  condition: rating("Condition"),
  value: rating("Value"),
});
export type MyRatings = z.infer<typeof myRatingsSchema>;
export const DEFAULT_MY_RATINGS: MyRatings = { overall: 0, condition: 0, value: 0 };

export const rentRollSchema = z.array(unitSchema).max(MAX_ROWS, `At most ${MAX_ROWS} rent roll rows.`);
export const otherIncomeSchema = z.array(otherIncomeItemSchema).max(MAX_ROWS, `At most ${MAX_ROWS} other income rows.`);
export const expensesSchema = z.array(expenseItemSchema).max(MAX_ROWS, `At most ${MAX_ROWS} expense rows.`);
