import { z } from "zod";
import { MAX_PRICE_DOLLARS, MAX_UNITS } from "../limits";
import { financingFields, type IrrAssumptions } from "./financing";
import {
  expensesSchema,
  myRatingsSchema,
  otherIncomeSchema,
  rentRollSchema,
  type ExpenseItem,
  type MyRatings,
  type OtherIncomeItem,
  type Unit,
} from "./property-parts";

const CURRENT_YEAR = new Date().getFullYear();
const text = (max: number, field: string) => z.string().trim().max(max, `${field} must be at most ${max} characters.`);
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
  notes: z.string().max(20_000, "Notes must be at most 20,000 characters."),
  fullExtract: z.string().max(2_000_000, "The full extract is too long."),
  myRatings: myRatingsSchema,
  cashPurchase: z.boolean({ error: "cashPurchase must be true or false." }),
  traceId: nullableText(100, "Trace id"),
});

/** POST /api/properties: the address is required; everything else may be left out and gets its default. */
export const createPropertySchema = propertyFields.partial().required({ address: true });
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

/** PATCH: any non-empty subset of the editable fields; unknown fields (owner, id, timestamps...) are rejected. */
export const updatePropertySchema = propertyFields
  .extend({ favorite: z.boolean({ error: "favorite must be true or false." }), ...financingFields })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.")
  .refine((body) => body.downPaymentPct == null || body.downPaymentAmt == null, {
    message: "Send the down payment as a percent or as dollars, not both.",
    path: ["downPaymentAmt"],
  });
export type UpdatePropertyInput = z.infer<typeof updatePropertySchema>;

export const favoriteSchema = z.strictObject({ favorite: z.boolean({ error: "favorite must be true or false." }) });

export const propertyIdParamsSchema = z.object({ id: z.string() });

export type PropertyWarning = { code: "rent_roll_exceeds_unit_count"; message: string };

export type Property = {
  id: string;
  nickname: string | null;
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  listingLink: string | null;
  realtorName: string | null;
  realtorPhone: string | null;
  realtorEmail: string | null;
  price: number;
  parcelNumber: string | null;
  yearBuilt: number | null;
  squareFeet: number | null;
  unitCount: number;
  units: Unit[];
  otherIncome: OtherIncomeItem[];
  expenses: ExpenseItem[];
  notes: string;
  fullExtract: string;
  myRatings: MyRatings;
  aiRatings: { overall: number | null } | null;
  cashPurchase: boolean;
  favorite: boolean;
  heroUrl: string | null;
  traceId: string | null;
  interestRatePct: number | null;
  amortYears: number | null;
  downPaymentPct: number | null;
  downPaymentAmt: number | null;
  vacancyPct: number | null;
  irrAssumptions: IrrAssumptions | null;
  totals: { rentMonthlyCents: number; otherIncomeMonthlyCents: number; expensesMonthlyCents: number };
  capRatePct: number | null;
  rating: number | null;
  warnings: PropertyWarning[];
  createdAt: string;
  updatedAt: string;
};

/** The list shows a summary per property; the full record comes from GET /api/properties/:id. */
export type PropertySummary = Pick<
  Property,
  | "id"
  | "nickname"
  | "address"
  | "city"
  | "state"
  | "zip"
  | "price"
  | "unitCount"
  | "favorite"
  | "heroUrl"
  | "capRatePct"
  | "rating"
  | "myRatings"
  | "createdAt"
>;

export type RealtorSuggestions = { names: string[]; phones: string[]; emails: string[] };
