import { EXPENSE_CATEGORIES } from "@plexwise/core/limits";
import { z } from "zod";

/**
 * What the language model may return for one document: only what the rules could not read. The
 * descriptions are the model's instructions for each field. Fields are nullable, never optional:
 * structured-output modes (OpenAI's strict mode) require every property to be present.
 */
const dollars = (what: string) =>
  z.number().nullable().describe(`${what}, in dollars as printed (1215.5 for "$1,215.50"); null when not printed`);
const page = z.number().int().describe('The page where it is printed, from the "--- Page N ---" markers');
const label = z.string().describe("The line's label exactly as printed, without account codes");

export const MAPPED_COLUMN_ROLES = [
  "unit",
  "type",
  "bedsBaths",
  "beds",
  "baths",
  "sqft",
  "rent",
  "market",
  "status",
  "tenant",
  "other",
] as const;

const rentRollTable = z.object({
  page,
  headerCells: z
    .array(z.string())
    .describe(
      "The table's column headings exactly as printed on the heading line just above the first unit, left to right",
    ),
  columns: z
    .array(z.enum(MAPPED_COLUMN_ROLES))
    .describe(
      "What each heading's column holds, one per heading, in the same order. unit: the unit's number or name; type: unit type or floor plan; bedsBaths: beds and baths together (\"2/1\"); beds; baths; sqft: square feet; rent: rent in place per month (current, contract, scheduled); market: market, asking or pro-forma rent per month; status: occupied or vacant; tenant: the tenant's name; other: anything else",
    ),
});

const unit = z.object({
  unitNumber: z.string().describe("The unit's number or name as printed"),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  monthlyRent: dollars("Rent in place per month; null for a vacant unit"),
  marketRent: dollars("Market, asking or pro-forma rent per month (a vacant unit's asking rent goes here)"),
  page,
});

const expense = z.object({
  label,
  category: z.enum(EXPENSE_CATEGORIES),
  annualAmount: dollars("The annual amount (a T-12's total column)"),
  monthlyAmount: dollars("The monthly amount, only when no annual amount is printed"),
  page,
});

const income = z.object({
  label,
  kind: z
    .enum(["rent", "rent_adjustment", "other"])
    .describe(
      "rent: gross or scheduled rent; rent_adjustment: vacancy, credit loss, concessions, loss to lease; other: parking, laundry, fees and any other income",
    ),
  annualAmount: dollars("The annual amount"),
  monthlyAmount: dollars("The monthly amount, only when no annual amount is printed"),
  page,
});

const printedTotal = z.object({ amount: z.number(), page }).nullable();

export const extractionHelpSchema = z.object({
  rentRollTables: z
    .array(rentRollTable)
    .describe(
      "The property's rent roll tables (not comparables): each table's heading line and what each column holds",
    ),
  units: z
    .array(unit)
    .describe(
      "Every unit of the property's rent roll, one per unit, vacant units included; not comparables or unit-mix summaries",
    ),
  expenses: z
    .array(expense)
    .describe(
      "Operating expense lines of the property's actual operating statement; not totals, debt service, capital expenses or reserves",
    ),
  otherIncome: z
    .array(income)
    .describe(
      "Income lines of the operating statement, and income such as parking or laundry listed with the rent roll; not totals",
    ),
  printedTotals: z
    .object({
      rentRollMonthlyRent: printedTotal.describe("The rent roll's printed total of monthly rent"),
      totalExpensesAnnual: printedTotal.describe("The printed total of annual operating expenses"),
      totalIncomeAnnual: printedTotal.describe(
        "The printed total annual income (total income, effective gross income)",
      ),
    })
    .describe("Totals exactly as the document prints them, null when it prints none. Never add up rows yourself."),
  property: z.object({
    address: z.string().nullable().describe("The property's street address (not a broker's office or a comparable)"),
    city: z.string().nullable(),
    state: z.string().nullable().describe("Two-letter state code"),
    zip: z.string().nullable(),
    price: z.number().nullable().describe("The asking or offering price in dollars"),
    yearBuilt: z.number().int().nullable(),
    squareFeet: z.number().nullable().describe("The building's total square feet"),
    unitCount: z.number().int().nullable().describe("The number of units the document states"),
  }),
});

export type ExtractionHelp = z.infer<typeof extractionHelpSchema>;
