import { z } from "zod";
import { EXPENSE_CATEGORIES } from "../limits";
import { DOCUMENT_LINE_KINDS } from "./document-lines";
import { propertySchema } from "./property";

/**
 * A property as the API answers it (SPEC section 3's field names; ADR 0013). Money on the wire is DOLLARS with at
 * most two decimals, monthly and annual both given where the SPEC gives both; storage stays integer cents
 * (ADR 0004). `toPropertyResponse` and `propertyFromResponse` (`@plexwise/core/wire`) are the only conversions.
 */
const dollars = z.number().describe("Dollars, at most two decimals.");
const totals = z.object({ monthly: dollars, annual: dollars });

const unitResponse = z.object({
  unit_number: z.string(),
  /** Rent in place per month; null when none is collected (a vacant unit). */
  rent: dollars.nullable(),
  /** Pro-forma, market or asking rent per month, kept apart from the rent in place. */
  market_rent: dollars.nullable(),
  bedCount: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  vacant: z.boolean(),
  /** A commercial space among the homes (mixed use); only on such units. */
  commercial: z.boolean().optional(),
  source: z.enum(["document", "unit_mix", "manual"]).optional(),
  /** The file and page the row was read from; only on units read from a document since they keep it. */
  source_file: z.string().optional(),
  source_page: z.number().optional(),
  /** The lease's first and last day (yyyy-mm-dd); only on units whose rent roll gave them. */
  lease_start: z.string().optional(),
  lease_end: z.string().optional(),
  /** A concession per month, in dollars; only on units that have one. */
  concession_monthly: dollars.optional(),
});

const lineItemResponse = {
  label: z.string(),
  amount_monthly: dollars.nullable(),
  amount_annual: dollars.nullable(),
  source: z.enum(["document", "derived", "manual"]),
  source_page: z.number().nullable(),
  source_file: z.string().nullable(),
  reason: z.string().optional().describe("Why this figure differs from the documents' (a note, or a Normalise rule)."),
};
const expenseResponse = z.object({ ...lineItemResponse, category: z.enum(EXPENSE_CATEGORIES) });

/** A line as the documents print it: the T-12 (actual) and the broker's pro forma, monthly dollars, with sources. */
export const documentLineResponseSchema = z.object({
  label: z.string(),
  kind: z.enum(DOCUMENT_LINE_KINDS),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  t12_monthly: dollars.nullable(),
  t12_source_file: z.string().nullable(),
  t12_source_page: z.number().nullable(),
  broker_monthly: dollars.nullable(),
  broker_source_file: z.string().nullable(),
  broker_source_page: z.number().nullable(),
});

/** The IRR Assumptions dialog's fields (SPEC section 3). */
export const irrAssumptionsResponseSchema = z.object({
  holdPeriod: z.number(),
  annualRentGrowth: z.number(),
  annualExpenseGrowth: z.number(),
  exitCapRate: z.number(),
  saleCosts: z.number(),
});

export const propertyResponseSchema = propertySchema
  .omit({
    units: true,
    otherIncome: true,
    expenses: true,
    interestRatePct: true,
    irrAssumptions: true,
    totals: true,
    documentLines: true,
  })
  .extend({
    units: z.array(unitResponse),
    rentTotals: totals.describe("The rent roll's rent in place."),
    otherIncome: z.object({ items: z.array(z.object(lineItemResponse)), totals }),
    expenses: z.object({ items: z.array(expenseResponse), totals }),
    documentLines: z
      .array(documentLineResponseSchema)
      .nullable()
      .describe("The T-12 and broker columns from the documents; null when none were kept."),
    interestRate: z.number().nullable(),
    monthlyMortgagePayment: dollars.nullable().describe("Computed by the server from the loan; null with no loan."),
    irrAssumptions: irrAssumptionsResponseSchema.nullable(),
  });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
export type UnitResponse = z.infer<typeof unitResponse>;
export type ExpenseResponse = z.infer<typeof expenseResponse>;
export type DocumentLineResponse = z.infer<typeof documentLineResponseSchema>;
export type IrrAssumptionsResponse = z.infer<typeof irrAssumptionsResponseSchema>;
