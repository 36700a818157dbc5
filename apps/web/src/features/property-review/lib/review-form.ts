import type { DocumentLine, DocumentTotal, ExpenseCategory } from "@plexwise/core";
import { emptyProvenance, type Provenance, type Source } from "./extraction-provenance";

/**
 * The Review Property form as typed: every input keeps its own text, and recurring amounts keep
 * their parsed monthly cents beside the monthly and annual text so the two stay in step.
 */
export type AmountField = { monthlyCents: number | null; monthlyText: string; annualText: string };

export type LineSource = "document" | "derived" | "manual";

export type RentRow = {
  key: string;
  unitNumber: string;
  beds: string;
  baths: string;
  sqft: string;
  rent: AmountField;
  /** Carried through from the extraction; not edited on this screen. */
  marketRentCents: number | null;
  vacant: boolean;
  /** A shop or office in a mixed-use building, as the extraction flagged it: carried to the saved unit. */
  commercial?: boolean;
  /** Where the row was printed, when it came from a document. */
  source: Source | null;
  /** Made from the document's unit mix (no rent roll): one row per unit of a type, at its average rent. */
  fromMix: boolean;
  /** The user changed the rent on this screen: the unit is saved as theirs ("manual"), not the document's. */
  edited?: boolean;
  /** The lease's first and last day (yyyy-mm-dd) as the rent roll printed them; shown, not edited here. */
  leaseStart?: string;
  leaseEnd?: string;
};

export type IncomeRow = {
  key: string;
  label: string;
  amount: AmountField;
  source: LineSource;
  sourcePage: number | null;
  sourceFile: string | null;
  /** The printed line the amount was read from, when extracted. */
  sourceLine?: string | null;
};

export type ExpenseRow = IncomeRow & { category: ExpenseCategory };

export type ReviewDetails = {
  nickname: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  listingLink: string;
  realtorName: string;
  realtorPhone: string;
  realtorEmail: string;
  price: string;
  parcelNumber: string;
  unitCount: string;
  yearBuilt: string;
  squareFeet: string;
};

export type ReviewForm = {
  details: ReviewDetails;
  units: RentRow[];
  otherIncome: IncomeRow[];
  expenses: ExpenseRow[];
  fullExtract: string;
  traceId: string | null;
  /** The T-12 and broker columns a statement printed side by side (sent with Create Property); null: none. */
  documentLines: DocumentLine[] | null;
  /** The totals the documents print, with file and page (sent with Create Property); null: none printed. */
  documentTotals: DocumentTotal[] | null;
  /** Where the extracted values came from and which printed totals disagreed (read-only). */
  provenance: Provenance;
};

/**
 * A changed amount is the user's figure, no longer the document's (the plausibility guard never holds it against a
 * printed total): a line becomes "manual", a unit is marked edited.
 */
export function ownedBy(row: RentRow | IncomeRow, patch: { rent?: AmountField; amount?: AmountField }) {
  if ("rent" in row && patch.rent && patch.rent.monthlyCents !== row.rent.monthlyCents) return { edited: true };
  if ("amount" in row && patch.amount && patch.amount.monthlyCents !== row.amount.monthlyCents)
    return { source: "manual" as const };
  return {};
}

let rowCounter = 0;
/** A React key for a new row; only needs to be unique within the page. */
export const newRowKey = (): string => `row-${++rowCounter}`;

export const EMPTY_DETAILS: ReviewDetails = {
  nickname: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  listingLink: "",
  realtorName: "",
  realtorPhone: "",
  realtorEmail: "",
  price: "",
  parcelNumber: "",
  unitCount: "",
  yearBuilt: "",
  squareFeet: "",
};

export const emptyReviewForm = (): ReviewForm => ({
  details: { ...EMPTY_DETAILS },
  units: [],
  otherIncome: [],
  expenses: [],
  fullExtract: "",
  traceId: null,
  documentLines: null,
  documentTotals: null,
  provenance: emptyProvenance(),
});
