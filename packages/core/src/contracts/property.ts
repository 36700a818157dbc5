import { z } from "zod";
import { EXPENSE_CATEGORIES, MAX_PRICE_DOLLARS, MAX_UNITS } from "../limits";
import { financingFields } from "./financing";
import { underwritingSchema } from "./underwriting";
import { textField } from "./text-field";
import { documentLineOutSchema, documentLinesSchema } from "./document-lines";
import { documentTotalOutSchema, documentTotalsSchema } from "./document-totals";
import { fromSpecPropertyPayload } from "../wire/spec-input";
import { expensesSchema, myRatingsSchema, otherIncomeSchema, rentRollSchema } from "./property-parts";

const CURRENT_YEAR = new Date().getFullYear();
const text = textField;
const nullableText = (max: number, field: string) => text(max, field).nullable();

/** The fields a person types about a property. */
const propertyFields = z.strictObject({
  nickname: nullableText(120, "Nickname"),
  address: text(200, "Address").min(1, "Please enter a property address."),
  city: nullableText(100, "City"),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, "State must be a 2-letter code.")
    .nullable(),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, "Zip must be 5 digits (or ZIP+4).")
    .nullable(),
  listingLink: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Listing Link must be an http(s) URL." }).max(2000)])
    .nullable(),
  realtorName: nullableText(120, "Realtor Name"),
  realtorPhone: z
    .string()
    .trim()
    .max(40, "Realtor Phone must be at most 40 characters.")
    .regex(/^[\d\s()+.\-x]*$/i, "Realtor Phone may contain digits, spaces and ()+-. only.")
    .nullable(),
  realtorEmail: z
    .union([z.literal(""), z.email({ error: "Realtor Email must be an email address." }).max(254)])
    .nullable(),
  price: z
    .number({ error: "Price must be a number of dollars." })
    .int("Price must be whole dollars.")
    .min(0, "Price cannot be negative.")
    .max(MAX_PRICE_DOLLARS, "Price must be at most $10,000,000,000."),
  parcelNumber: nullableText(80, "Parcel Number"),
  yearBuilt: z
    .number({ error: "Year Built must be a number." })
    .int("Year Built must be a whole year.")
    .min(1700, "Year Built must be 1700 or later.")
    .max(CURRENT_YEAR + 5, `Year Built must be ${CURRENT_YEAR + 5} or earlier.`)
    .nullable(),
  squareFeet: z
    .number({ error: "Square Feet must be a number." })
    .int("Square Feet must be a whole number.")
    .min(0, "Square Feet cannot be negative.")
    .max(10_000_000, "Square Feet must be at most 10,000,000.")
    .nullable(),
  unitCount: z
    .number({ error: "Units must be a number." })
    .int("Units must be a whole number.")
    .min(0, "Units cannot be negative.")
    .max(MAX_UNITS, `Units must be at most ${MAX_UNITS}.`),
  units: rentRollSchema,
  otherIncome: otherIncomeSchema,
  expenses: expensesSchema,
  documentLines: documentLinesSchema,
  documentTotals: documentTotalsSchema,
  notes: z.string().max(20_000, "Notes must be at most 20,000 characters."),
  fullExtract: z.string().max(2_000_000, "The full extract is too long."),
  myRatings: myRatingsSchema,
  cashPurchase: z.boolean({ error: "cashPurchase must be true or false." }),
  traceId: nullableText(100, "Trace id"),
});

/** The SPEC's Financials sends the payment it showed; the engine computes it from the loan, so it is never stored. */
const clientMortgagePayment = {
  monthlyMortgagePayment: z
    .number()
    .nullable()
    .optional()
    .describe("Accepted for the SPEC's clients and ignored: the server computes the payment."),
};

const oneDownPayment = {
  check: (body: { downPaymentPct?: number | null; downPaymentAmt?: number | null }) =>
    body.downPaymentPct == null || body.downPaymentAmt == null,
  params: { message: "Send the down payment as a percent or as dollars, not both.", path: ["downPaymentAmt"] },
};

/**
 * POST /api/properties: the stored shape, or the SPEC's payload (converted once, in wire/spec-input.ts); the
 * financing terms may come with it, so a property read back can be posted again as it is.
 */
export const createPropertySchema = z.preprocess(
  fromSpecPropertyPayload,
  propertyFields
    .extend({ ...financingFields, ...clientMortgagePayment })
    .partial()
    .required({ address: true })
    .refine(oneDownPayment.check, oneDownPayment.params),
);
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

/** PATCH: any non-empty subset of the editable fields; unknown fields (owner, id, timestamps...) are rejected. */
export const updatePropertySchema = z.preprocess(
  fromSpecPropertyPayload,
  propertyFields
    .extend({
      favorite: z.boolean({ error: "favorite must be true or false." }),
      ...financingFields,
      ...clientMortgagePayment,
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.")
    .refine(oneDownPayment.check, oneDownPayment.params),
);
export type UpdatePropertyInput = z.infer<typeof updatePropertySchema>;

export const favoriteSchema = z.strictObject({ favorite: z.boolean({ error: "favorite must be true or false." }) });

/** A saved rent roll row, other income line and expense line as the API answers them (stored units: cents per month). */
const unitOut = z.object({
  unitNumber: z.string(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  monthlyRentCents: z.number().nullable(),
  marketRentCents: z.number().nullable(),
  vacant: z.boolean(),
  commercial: z.boolean().optional(),
  source: z.enum(["document", "unit_mix", "manual"]).optional(),
  sourceFile: z.string().nullable().optional(),
  sourcePage: z.number().nullable().optional(),
  leaseStart: z.string().nullable().optional(),
  leaseEnd: z.string().nullable().optional(),
  concessionMonthlyCents: z.number().nullable().optional(),
});
const lineItemOut = {
  label: z.string(),
  amountMonthlyCents: z.number().nullable(),
  source: z.enum(["document", "derived", "manual"]),
  sourcePage: z.number().nullable(),
  sourceFile: z.string().nullable(),
  reason: z.string().optional(),
};
const irrAssumptionsOut = z.object({
  holdYears: z.number(),
  rentGrowthPct: z.number(),
  expenseGrowthPct: z.number(),
  exitCapRatePct: z.number(),
  saleCostsPct: z.number(),
});

export const propertyWarningSchema = z.object({ code: z.literal("rent_roll_exceeds_unit_count"), message: z.string() });
export type PropertyWarning = z.infer<typeof propertyWarningSchema>;

/**
 * The property as the app models it: the server's DTO picks exactly these fields from the row (a new column never
 * leaks), the deal model reads it, and the web works on it. Prices are whole dollars; rents, other income and
 * expenses integer cents per month (ADR 0004). `totals`, `capRatePct` and `rating` are computed by core, never
 * stored. The API answers it in the SPEC's names and dollars (`PropertyResponse`, property-response.ts).
 */
export const propertySchema = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  listingLink: z.string().nullable(),
  realtorName: z.string().nullable(),
  realtorPhone: z.string().nullable(),
  realtorEmail: z.string().nullable(),
  price: z.number().int(),
  parcelNumber: z.string().nullable(),
  yearBuilt: z.number().int().nullable(),
  squareFeet: z.number().int().nullable(),
  unitCount: z.number().int(),
  units: z.array(unitOut),
  otherIncome: z.array(z.object(lineItemOut)),
  expenses: z.array(z.object({ ...lineItemOut, category: z.enum(EXPENSE_CATEGORIES) })),
  /** The T-12 and broker columns read from the documents (null: none kept); "yours" is otherIncome and expenses. */
  documentLines: z.array(documentLineOutSchema).nullable(),
  /** The totals the documents print, as printed, with file and page (null: none kept; contracts/document-totals.ts). */
  documentTotals: z.array(documentTotalOutSchema).nullable(),
  notes: z.string(),
  fullExtract: z.string(),
  myRatings: z.object({ overall: z.number(), condition: z.number(), value: z.number() }),
  aiRatings: z.object({ overall: z.number().nullable() }).nullable(),
  cashPurchase: z.boolean(),
  favorite: z.boolean(),
  heroUrl: z.string().nullable(),
  traceId: z.string().nullable(),
  interestRatePct: z.number().nullable(),
  amortYears: z.number().int().nullable(),
  downPaymentPct: z.number().nullable(),
  downPaymentAmt: z.number().nullable(),
  vacancyPct: z.number().nullable(),
  irrAssumptions: irrAssumptionsOut.nullable(),
  /** Loans, closing costs, refinance, value-add plan, targets and sensitivity axes (issue 17); null: none set. */
  underwriting: underwritingSchema.nullable(),
  totals: z.object({
    rentMonthlyCents: z.number(),
    otherIncomeMonthlyCents: z.number(),
    expensesMonthlyCents: z.number(),
  }),
  capRatePct: z.number().nullable(),
  rating: z.number().nullable(),
  warnings: z.array(propertyWarningSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

/** The list shows a summary per property; the full record comes from GET /api/properties/:id. */
export const propertySummarySchema = propertySchema.pick({
  id: true,
  nickname: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  price: true,
  unitCount: true,
  favorite: true,
  heroUrl: true,
  capRatePct: true,
  rating: true,
  myRatings: true,
  createdAt: true,
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const favoriteResponseSchema = z.object({ id: z.string(), favorite: z.boolean() });

export const realtorSuggestionsSchema = z.object({
  names: z.array(z.string()),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
});
export type RealtorSuggestions = z.infer<typeof realtorSuggestionsSchema>;

/** Answers with nothing to say beyond success. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
/** A 204 answers no body. */
export const noContentSchema = z.null().describe("No content");
