import { z } from "zod";
import { documentLineResponseSchema } from "./property-response";
import { DOCUMENT_TOTAL_KEYS } from "./document-totals";

/** POST /api/properties/extract-from-document (SPEC section 3): the files, each read as a data URL. */
export const extractRequestSchema = z.strictObject({
  attachments: z
    .array(
      z.strictObject({
        fileName: z
          .string({ error: "fileName must be text." })
          .trim()
          .min(1, "Every file needs a name.")
          .max(255, "A file name must be at most 255 characters."),
        mimeType: z.string({ error: "mimeType must be text." }).max(255),
        dataUrl: z.string({ error: "dataUrl must be text." }),
      }),
    )
    .min(1, "Please select one or more documents to upload.")
    // The real limit (20, answered with 413) is checked after parsing; this only bounds the work of parsing.
    .max(1_000, "Too many files."),
});
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/**
 * The extraction's answer (SPEC section 3's field names, money in DOLLARS as documents print it, at most
 * two decimals; ADR 0004: the review converts to cents once). Every extracted value carries where it came
 * from: the file, the page and the printed line, so the review can show it and a person can check it.
 */
const dollars = z.number().finite();
const nullableText = z.string().nullable();

export const valueSourceSchema = z.object({
  file: z.string(),
  page: z.number().int().min(1),
  /** The printed row, cells separated by two spaces; null when the reader kept no line. */
  line: z.string().nullable(),
});
export type ValueSource = z.infer<typeof valueSourceSchema>;

const lineSource = {
  source: z.literal("document"),
  source_page: z.number().int().min(1),
  source_file: z.string(),
  source_line: z.string().nullable(),
};

export const extractedUnitSchema = z.object({
  unit_number: z.string(),
  unit_type: nullableText,
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  /** Rent in place per month; null for a vacant unit. */
  rent: dollars.nullable(),
  /** Pro-forma, market or (for a vacant unit) asking rent per month. */
  market_rent: dollars.nullable(),
  vacant: z.boolean(),
  /** A shop, office or leasing office among the homes (mixed use): its rent is income, it is no home. Only when true. */
  commercial: z.boolean().optional(),
  source_page: z.number().int().min(1),
  source_file: z.string(),
  source_line: z.string().nullable(),
  /** The lease's first and last day (yyyy-mm-dd), when the rent roll prints them. */
  lease_start: z.string().optional(),
  lease_end: z.string().optional(),
});

export const extractedLineItemSchema = z.object({
  label: z.string(),
  amount_monthly: dollars,
  amount_annual: dollars,
  ...lineSource,
});
export const extractedExpenseItemSchema = extractedLineItemSchema.extend({ category: z.string() });
export const extractedIncomeItemSchema = extractedLineItemSchema.extend({
  income_kind: z.enum(["rent", "rent_adjustment", "other"]),
});

const totalsSchema = z.object({ monthly: dollars, annual: dollars });

export const unitMixRowSchema = z.object({
  unit_type: z.string(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  count: z.number().int().min(1),
  sqft: z.number().nullable(),
  /** Average rent in place per unit per month. */
  avg_rent: dollars.nullable(),
  market_rent: dollars.nullable(),
  source: valueSourceSchema,
});
export type UnitMixRow = z.infer<typeof unitMixRowSchema>;

/** A printed total checked against the rows it totals. `difference` is printed minus computed. */
export const extractionCheckSchema = z.object({
  key: z.enum(["unit_count", "rent_roll_monthly", "total_expenses_annual", "noi_annual", "total_income_annual"]),
  label: z.string(),
  printed: z.number(),
  computed: z.number(),
  difference: z.number(),
  ok: z.boolean(),
  source: valueSourceSchema,
  /**
   * "high" when the rows read miss the printed total by more than 1% (no reading of the table reproduces it): the
   * figures must not be relied on until a person has checked them. Absent on answers made before it existed.
   */
  severity: z.enum(["high", "low"]).optional(),
});
export type ExtractionCheck = z.infer<typeof extractionCheckSchema>;

export const EXTRACTED_FACTS = [
  "nickname",
  "address",
  "city",
  "state",
  "zip",
  "price",
  "year_built",
  "square_feet",
  "units_total",
  "parcel_number",
  "realtor_name",
  "realtor_phone",
  "realtor_email",
] as const;
export type ExtractedFact = (typeof EXTRACTED_FACTS)[number];

export const extractedPropertySchema = z.object({
  nickname: nullableText,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zip: nullableText,
  /** Whole dollars. */
  price: z.number().nullable(),
  year_built: z.number().int().nullable(),
  square_feet: z.number().nullable(),
  units_total: z.number().int().nullable(),
  parcel_number: nullableText,
  realtor_name: nullableText,
  realtor_phone: nullableText,
  realtor_email: nullableText,
  property_kind: z.enum(["residential", "mixed_use", "not_residential", "unknown"]),
  units: z.array(extractedUnitSchema),
  unit_mix: z.array(unitMixRowSchema),
  /** A portfolio export: the properties it holds, each with its own unit rows (`units` above are the first one's). */
  portfolio: z
    .array(
      z.object({
        name: z.string(),
        units: z.number().int(),
        unit_rows: z.array(extractedUnitSchema),
        /** The property's street, city, state and zip as its heading prints them (optional: older answers lack them). */
        address: nullableText.optional(),
        city: nullableText.optional(),
        state: nullableText.optional(),
        zip: nullableText.optional(),
        /** Its own subtotal line, when the export prints one: unit count and monthly rent. */
        printed_units: z.number().int().nullable().optional(),
        printed_monthly_rent: dollars.nullable().optional(),
      }),
    )
    .nullable(),
  expenses: z.object({ items: z.array(extractedExpenseItemSchema), totals: totalsSchema }),
  other_income: z.object({ items: z.array(extractedIncomeItemSchema), totals: totalsSchema }),
  /** Totals as the documents print them (annual unless named monthly); null when not printed. */
  document_totals: z.object({
    units: z.number().nullable(),
    rent_roll_monthly: dollars.nullable(),
    rent_roll_market_monthly: dollars.nullable(),
    monthly_income: dollars.nullable(),
    gross_income_annual: dollars.nullable(),
    total_expenses_annual: dollars.nullable(),
    noi_annual: dollars.nullable(),
    /** The asking price as printed (whole dollars). Optional: older answers lack it. */
    price: dollars.nullable().optional(),
    /** Effective gross income (after vacancy and credit loss), annual. */
    effective_income_annual: dollars.nullable().optional(),
    /** The current (in-place) cap rate as printed, in percent (4.16 for 4.16%). */
    cap_rate_pct: z.number().finite().nullable().optional(),
    /** Printed among the operating expenses but not operating (loan payments, capex): moved out of the lines. */
    expenses_set_aside_annual: dollars.nullable().optional(),
    /** Deducted before the NOI besides expenses (a vacancy allowance, reserves), annual. */
    noi_deductions_annual: dollars.nullable().optional(),
  }),
  /** Where each printed total came from (file, page, line); a total not printed has no entry. */
  document_total_sources: z.partialRecord(z.enum(DOCUMENT_TOTAL_KEYS), valueSourceSchema).optional(),
  /**
   * A statement printing actuals and a pro forma side by side: both columns per line (monthly dollars, sources), in
   * the shape Create Property takes as `documentLines`. Absent when no document prints both.
   */
  documentLines: z.array(documentLineResponseSchema).optional(),
  /** Where each scalar fact was printed; a fact the documents do not print has no entry. */
  sources: z.partialRecord(z.enum(EXTRACTED_FACTS), valueSourceSchema),
  checks: z.array(extractionCheckSchema),
  warnings: z.array(z.string()),
});
export type ExtractedProperty = z.infer<typeof extractedPropertySchema>;

export const extractionFileReportSchema = z.object({
  fileName: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
  pages: z.number().int(),
  skippedPages: z.array(z.number().int()),
  /** What the file was read as (rent_roll, t12, offering_memorandum, listing, rent_comps, other); absent when unread. */
  role: z.string().optional(),
});

/** The whole answer of POST /api/properties/extract-from-document. */
export const extractionResponseSchema = extractedPropertySchema.extend({
  files: z.array(extractionFileReportSchema),
  extraction_strategy: z.enum(["rules", "rules+llm"]),
  fullExtract: z.string(),
  traceId: z.string(),
});
export type ExtractionResponse = z.infer<typeof extractionResponseSchema>;
