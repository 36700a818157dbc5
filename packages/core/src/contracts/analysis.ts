import { z } from "zod";
import { IRR_ASSUMPTION_LIMITS, MAX_COMPARED, MIN_COMPARED } from "../limits";

/**
 * The AI analyses (SPEC section 3). Code computes every number, rating and verdict; a language model,
 * when one is configured, only rewrites the prose fields. Names are snake_case as the SPEC prints them.
 * Money is whole or fractional DOLLARS here (these are read-only reports, not stored ledgers).
 */

export const ANALYSIS_KINDS = ["performa", "neighborhood", "comps", "summary"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** SPEC section 4: Buy, Avoid, and anything else (Review) have three visual styles. */
export const VERDICTS = ["Buy", "Avoid", "Review"] as const;
export type Verdict = (typeof VERDICTS)[number];

const nullableNumber = z.number().nullable();

// ---------------------------------------------------------------- pro-forma

export const proformaMetricsSchema = z.object({
  /** Gross operating income: rent in place plus other income, less the vacancy allowance. */
  goi_annual: nullableNumber,
  expenses_annual: nullableNumber,
  noi_annual: nullableNumber,
  cap_rate_percent: nullableNumber,
  oer_percent: nullableNumber,
  price_per_unit: nullableNumber,
  price_per_sf: nullableNumber,
  /** (pro-forma rent - rent in place) / rent in place x 100, over the units that have both; null without pro-forma rents. */
  pro_forma_vs_current_delta_percent: nullableNumber,
  dscr: nullableNumber,
  cash_flow_annual: nullableNumber,
  cash_on_cash_percent: nullableNumber,
});
export type ProformaMetrics = z.infer<typeof proformaMetricsSchema>;

export const PROFORMA_FLAG_CODES = [
  "no_vacancy_allowance",
  "taxes_not_reassessed",
  "no_management_fee",
  "expense_ratio_low_for_age",
  "pro_forma_rents_above_in_place",
  "dscr_below_1_25",
  "negative_cash_flow",
  "no_rent_roll",
  "no_expenses",
  "no_price",
] as const;
export type ProformaFlagCode = (typeof PROFORMA_FLAG_CODES)[number];

export const proformaFlagSchema = z.object({
  code: z.enum(PROFORMA_FLAG_CODES),
  severity: z.enum(["high", "medium", "low"]),
  title: z.string(),
  /** Why the flag fired, with the numbers that made it fire. */
  reason: z.string(),
});
export type ProformaFlag = z.infer<typeof proformaFlagSchema>;

export const verdictSchema = z.object({ decision: z.enum(VERDICTS), reason: z.string() });

export const proformaAnalysisSchema = z.object({
  summary: z.string(),
  metrics: proformaMetricsSchema,
  flags: z.array(proformaFlagSchema),
  execution_plan: z.array(z.string()),
  verdict: verdictSchema,
  /** The stated rules the verdict follows, shown to the user. */
  verdict_rules: z.array(z.string()),
});
export type ProformaAnalysis = z.infer<typeof proformaAnalysisSchema>;

// ---------------------------------------------------------------- neighbourhood

export const NEIGHBORHOOD_RATINGS = ["schools", "crime", "jobs", "neighborhood"] as const;
export type NeighborhoodRatingKey = (typeof NEIGHBORHOOD_RATINGS)[number];

const rating = z.number().min(0).max(10).nullable();
export const neighborhoodRatingsSchema = z.object({
  schools: rating,
  crime: rating,
  jobs: rating,
  neighborhood: rating,
});
export type NeighborhoodRatings = z.infer<typeof neighborhoodRatingsSchema>;

export const neighborhoodFactorSchema = z.object({
  rating: z.enum(NEIGHBORHOOD_RATINGS),
  label: z.string(),
  /** The raw figure from the source (e.g. 71250 dollars, 4.1 percent, 312.5 per 100,000). */
  value: nullableNumber,
  unit: z.string(),
  /** This factor's 0-10 score, by the published formula; null when the source has no figure. */
  score: nullableNumber,
  /** Its weight within the rating (the weights of one rating sum to 1). */
  weight: z.number(),
  source: z.string(),
});
export type NeighborhoodFactor = z.infer<typeof neighborhoodFactorSchema>;

export const neighborhoodAnalysisSchema = z.object({
  ratings: neighborhoodRatingsSchema,
  /** "data": computed from public data; "model_estimate": the model's guess, labelled as such; "none": no ratings. */
  rating_basis: z.enum(["data", "model_estimate", "none"]),
  /** The published formula of each rating, in words. */
  formulas: z.object({ schools: z.string(), crime: z.string(), jobs: z.string(), neighborhood: z.string() }),
  factors: z.array(neighborhoodFactorSchema),
  overall_recommendation: z.object({ verdict: z.string(), summary: z.string() }),
  narrative: z.string(),
  /** The attribution lines each data source requires, shown where the data is shown. */
  attributions: z.array(z.string()),
  data_sources: z.array(z.string()),
  geography: z.object({ zip: z.string().nullable(), state: z.string().nullable() }),
});
export type NeighborhoodAnalysis = z.infer<typeof neighborhoodAnalysisSchema>;

// ---------------------------------------------------------------- comparable rents

export const COMP_SOURCES = ["document", "portfolio", "rentcast", "hud_safmr", "model_estimate"] as const;
export type CompSource = (typeof COMP_SOURCES)[number];

export const compSchema = z.object({
  source: z.enum(COMP_SOURCES),
  unit_type: z.string(),
  beds: nullableNumber,
  baths: nullableNumber,
  sqft: nullableNumber,
  /** Monthly rent in dollars. */
  rent: z.number(),
  address: z.string().nullable(),
  distance_miles: nullableNumber,
  note: z.string().nullable(),
});
export type Comp = z.infer<typeof compSchema>;

export const compsSummaryRowSchema = z.object({
  unit_type: z.string(),
  beds: nullableNumber,
  median_rent: nullableNumber,
  low: nullableNumber,
  high: nullableNumber,
  /** (current rent - median) / median x 100: negative means the unit rents below the comps. */
  pct_vs_current: nullableNumber,
  current_rent: nullableNumber,
  comp_count: z.number().int(),
  /** HUD Small Area FMR for this bedroom count: a floor, not a comp. */
  fmr_floor: nullableNumber,
});
export type CompsSummaryRow = z.infer<typeof compsSummaryRowSchema>;

export const compDataSourceSchema = z.object({
  id: z.enum(COMP_SOURCES),
  name: z.string(),
  count: z.number().int(),
  note: z.string().nullable(),
});
export type CompDataSource = z.infer<typeof compDataSourceSchema>;

export const compsResultSchema = z.object({
  header_text: z.string(),
  summary_json: z.object({
    header: z.object({ unit_ranges: z.array(z.string()) }),
    summary_table: z.array(compsSummaryRowSchema),
    comps: z.array(compSchema),
    explanations: z.array(z.string()),
    meta: z.object({
      zip: z.string().nullable(),
      radius_miles: z.number(),
      as_of: z.string(),
      data_sources: z.array(compDataSourceSchema),
    }),
  }),
});
export type CompsResult = z.infer<typeof compsResultSchema>;

const unitTypeSchema = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1, "Each unit type needs a label.")
    .max(60, "A unit type label must be at most 60 characters."),
  beds: z.number().min(0).max(20).nullable().default(null),
  baths: z.number().min(0).max(20).nullable().default(null),
  sqft: z.number().int().min(0).max(100_000).nullable().default(null),
  current_rent: z.number().min(0).max(1_000_000).nullable().default(null),
});
export type CompsUnitType = z.infer<typeof unitTypeSchema>;

/** POST /api/properties/:id/comps/run (SPEC section 6); both fields default to the property's own. */
export const compsRunRequestSchema = z
  .strictObject({
    address: z.string().trim().max(300, "The address must be at most 300 characters.").optional(),
    unit_types: z.array(unitTypeSchema).max(20, "At most 20 unit types.").optional(),
  })
  .default({});
export type CompsRunRequest = z.infer<typeof compsRunRequestSchema>;

// ---------------------------------------------------------------- listing summary

export const listingSummarySchema = z.object({
  summary: z.string(),
  highlights: z.array(z.string()),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

// ---------------------------------------------------------------- stored envelope

export const analysisMetaSchema = z.object({
  kind: z.enum(ANALYSIS_KINDS),
  /** "outdated": the property (or the model, or the prompt) changed since this was generated. */
  status: z.enum(["current", "outdated"]),
  generated_at: z.string(),
  /** "model": a language model wrote the prose; "template": the plain deterministic text. */
  narration: z.enum(["model", "template"]),
  model: z.string().nullable(),
  prompt_version: z.number().int(),
  /** Why the model's prose was not used (no provider, budget, failure, a number that did not check). */
  notice: z.string().nullable(),
});
export type AnalysisMeta = z.infer<typeof analysisMetaSchema>;

export type StoredAnalysis<T> = { analysis: T; meta: AnalysisMeta };
/** An analysis as stored and answered: what code computed (and a model may have narrated), and how it was made. */
export const storedAnalysisSchema = <T extends z.ZodType>(analysis: T) =>
  z.object({ analysis, meta: analysisMetaSchema });

/** GET /api/properties/:id/analyses: the latest of each kind, or null where none was run. */
export const propertyAnalysesSchema = z.object({
  performa: storedAnalysisSchema(proformaAnalysisSchema).nullable(),
  neighborhood: storedAnalysisSchema(neighborhoodAnalysisSchema).nullable(),
  comps: storedAnalysisSchema(compsResultSchema).nullable(),
  summary: storedAnalysisSchema(listingSummarySchema).nullable(),
});
export type PropertyAnalyses = {
  performa: StoredAnalysis<ProformaAnalysis> | null;
  neighborhood: StoredAnalysis<NeighborhoodAnalysis> | null;
  comps: StoredAnalysis<CompsResult> | null;
  summary: StoredAnalysis<ListingSummary> | null;
};

// ---------------------------------------------------------------- comparison

const assumption = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

/** The assumptions set once for every compared property; a field left out keeps each property's own. */
export const compareAssumptionsSchema = z.strictObject({
  vacancyPct: assumption("Vacancy", 0, 100).optional(),
  cashPurchase: z.boolean({ error: "cashPurchase must be true or false." }).optional(),
  downPaymentPct: assumption("Down payment", 0, 100).optional(),
  interestRatePct: assumption("Interest rate", 0, 30).optional(),
  amortYears: z.number().int("Amortization must be whole years.").min(1).max(40).optional(),
  holdYears: z
    .number()
    .int("Hold period must be whole years.")
    .min(IRR_ASSUMPTION_LIMITS.holdYears.min)
    .max(IRR_ASSUMPTION_LIMITS.holdYears.max)
    .optional(),
  rentGrowthPct: assumption(
    "Rent growth",
    IRR_ASSUMPTION_LIMITS.rentGrowthPct.min,
    IRR_ASSUMPTION_LIMITS.rentGrowthPct.max,
  ).optional(),
  expenseGrowthPct: assumption(
    "Expense growth",
    IRR_ASSUMPTION_LIMITS.expenseGrowthPct.min,
    IRR_ASSUMPTION_LIMITS.expenseGrowthPct.max,
  ).optional(),
  exitCapRatePct: assumption(
    "Exit cap rate",
    IRR_ASSUMPTION_LIMITS.exitCapRatePct.min,
    IRR_ASSUMPTION_LIMITS.exitCapRatePct.max,
  ).optional(),
  saleCostsPct: assumption(
    "Sale costs",
    IRR_ASSUMPTION_LIMITS.saleCostsPct.min,
    IRR_ASSUMPTION_LIMITS.saleCostsPct.max,
  ).optional(),
});
export type CompareAssumptions = z.infer<typeof compareAssumptionsSchema>;

export const compareRequestSchema = z.strictObject({
  propertyIds: z
    .array(z.string().min(1).max(100))
    .min(MIN_COMPARED, `Select ${MIN_COMPARED} to ${MAX_COMPARED} properties to compare.`)
    .max(MAX_COMPARED, `Select ${MIN_COMPARED} to ${MAX_COMPARED} properties to compare.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each property can be compared once."),
  assumptions: compareAssumptionsSchema.default({}),
});
export type CompareRequest = z.infer<typeof compareRequestSchema>;

export const COMPARE_FORMATS = ["money", "percent", "ratio", "number", "years"] as const;

export const compareRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: z.enum(COMPARE_FORMATS),
  /** Which way is better; null where neither is (e.g. units). */
  better: z.enum(["higher", "lower"]).nullable(),
  values: z.array(nullableNumber),
  /** Indexes of the best value(s); empty when no value can be compared. */
  best: z.array(z.number().int()),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const compareResultSchema = z.object({
  properties: z.array(
    z.object({
      id: z.string(),
      nickname: z.string().nullable(),
      address: z.string(),
      /** The plausibility guard's findings (analysis/plausibility.ts); a high one ranks the property last. */
      plausibility: z.array(
        z.object({
          code: z.string(),
          severity: z.enum(["high", "medium"]),
          message: z.string(),
          /** document_total_mismatch: the printed total the lines miss. */
          total: z.string().optional(),
        }),
      ),
    }),
  ),
  rows: z.array(compareRowSchema),
  ranking: z.array(
    z.object({ property_id: z.string(), rank: z.number().int(), score: z.number(), reasons: z.array(z.string()) }),
  ),
  narrative: z.string(),
  narration: z.enum(["model", "template"]),
  model: z.string().nullable(),
  notice: z.string().nullable(),
});
export type CompareResult = z.infer<typeof compareResultSchema>;
