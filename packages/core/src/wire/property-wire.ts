import type { IrrAssumptions } from "../contracts/financing";
import type { ExpenseItem, OtherIncomeItem, Unit } from "../contracts/property-parts";
import type { CreatePropertyInput, Property, UpdatePropertyInput } from "../contracts/property";
import type { DocumentLine } from "../contracts/document-lines";
import type {
  DocumentLineResponse,
  ExpenseResponse,
  IrrAssumptionsResponse,
  PropertyResponse,
  UnitResponse,
} from "../contracts/property-response";
import { centsToDollars, dollarsToCents, monthlyAndAnnual, nullableCents, nullableDollars } from "./money";

/**
 * The one conversion between the property as the app models it (`Property`: stored units, integer cents per
 * month) and as the API answers it (`PropertyResponse`: the SPEC's names, dollars). The server answers with
 * `toPropertyResponse`; the web reads with `propertyFromResponse` and sends with `toSpecPayload`, so the review
 * posts the shape the extraction answered and the property reads back in (ADR 0013).
 */

type LineItemResponse = Omit<ExpenseResponse, "category">;
const sumCents = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

function unitToResponse(unit: Unit): UnitResponse {
  return {
    unit_number: unit.unitNumber,
    rent: nullableDollars(unit.monthlyRentCents),
    market_rent: nullableDollars(unit.marketRentCents),
    bedCount: unit.beds,
    baths: unit.baths,
    sqft: unit.sqft,
    vacant: unit.vacant,
    ...(unit.commercial ? { commercial: true } : {}),
    ...(unit.source ? { source: unit.source } : {}),
    ...(unit.sourceFile ? { source_file: unit.sourceFile } : {}),
    ...(unit.sourcePage ? { source_page: unit.sourcePage } : {}),
    ...(unit.leaseStart ? { lease_start: unit.leaseStart } : {}),
    ...(unit.leaseEnd ? { lease_end: unit.leaseEnd } : {}),
    ...(unit.concessionMonthlyCents == null ? {} : { concession_monthly: centsToDollars(unit.concessionMonthlyCents) }),
  };
}

function unitFromResponse(unit: UnitResponse): Unit {
  return {
    unitNumber: unit.unit_number,
    beds: unit.bedCount,
    baths: unit.baths,
    sqft: unit.sqft,
    monthlyRentCents: nullableCents(unit.rent),
    marketRentCents: nullableCents(unit.market_rent),
    vacant: unit.vacant,
    ...(unit.commercial ? { commercial: true } : {}),
    ...(unit.source ? { source: unit.source } : {}),
    ...(unit.source_file ? { sourceFile: unit.source_file } : {}),
    ...(unit.source_page ? { sourcePage: unit.source_page } : {}),
    ...(unit.lease_start ? { leaseStart: unit.lease_start } : {}),
    ...(unit.lease_end ? { leaseEnd: unit.lease_end } : {}),
    ...(unit.concession_monthly === undefined
      ? {}
      : { concessionMonthlyCents: dollarsToCents(unit.concession_monthly) }),
  };
}

function lineToResponse(line: OtherIncomeItem): LineItemResponse {
  return {
    label: line.label,
    amount_monthly: nullableDollars(line.amountMonthlyCents),
    amount_annual: line.amountMonthlyCents === null ? null : centsToDollars(line.amountMonthlyCents * 12),
    source: line.source,
    source_page: line.sourcePage,
    source_file: line.sourceFile,
    ...(line.reason ? { reason: line.reason } : {}),
  };
}

function lineFromResponse(line: LineItemResponse): OtherIncomeItem {
  const { amount_monthly: monthly, amount_annual: annual } = line;
  return {
    label: line.label,
    amountMonthlyCents:
      monthly !== null ? dollarsToCents(monthly) : annual !== null ? Math.round(dollarsToCents(annual) / 12) : null,
    source: line.source,
    sourcePage: line.source_page,
    sourceFile: line.source_file,
    ...(line.reason ? { reason: line.reason } : {}),
  };
}

export const documentLineToResponse = (line: DocumentLine): DocumentLineResponse => ({
  label: line.label,
  kind: line.kind,
  category: line.category,
  t12_monthly: nullableDollars(line.t12Cents),
  t12_source_file: line.t12SourceFile,
  t12_source_page: line.t12SourcePage,
  broker_monthly: nullableDollars(line.brokerCents),
  broker_source_file: line.brokerSourceFile,
  broker_source_page: line.brokerSourcePage,
});

export const documentLineFromResponse = (line: DocumentLineResponse): DocumentLine => ({
  label: line.label,
  kind: line.kind,
  category: line.category,
  t12Cents: nullableCents(line.t12_monthly),
  t12SourceFile: line.t12_source_file,
  t12SourcePage: line.t12_source_page,
  brokerCents: nullableCents(line.broker_monthly),
  brokerSourceFile: line.broker_source_file,
  brokerSourcePage: line.broker_source_page,
});

const expenseToResponse = (line: ExpenseItem): ExpenseResponse => ({
  ...lineToResponse(line),
  category: line.category,
});
const expenseFromResponse = (line: ExpenseResponse): ExpenseItem => ({
  ...lineFromResponse(line),
  category: line.category,
});

/** The SPEC's `{ items, totals }`: each line in dollars, and the lines' sum monthly and annual. */
const withTotals = <T, R>(lines: (T & { amountMonthlyCents: number | null })[], toResponse: (line: T) => R) => ({
  items: lines.map(toResponse),
  totals: monthlyAndAnnual(sumCents(lines.map((line) => line.amountMonthlyCents))),
});
const otherIncomeToResponse = (lines: OtherIncomeItem[]) => withTotals(lines, lineToResponse);
const expensesToResponse = (lines: ExpenseItem[]) => withTotals(lines, expenseToResponse);

export const irrToResponse = (irr: IrrAssumptions): IrrAssumptionsResponse => ({
  holdPeriod: irr.holdYears,
  annualRentGrowth: irr.rentGrowthPct,
  annualExpenseGrowth: irr.expenseGrowthPct,
  exitCapRate: irr.exitCapRatePct,
  saleCosts: irr.saleCostsPct,
});

export const irrFromResponse = (irr: IrrAssumptionsResponse): IrrAssumptions => ({
  holdYears: irr.holdPeriod,
  rentGrowthPct: irr.annualRentGrowth,
  expenseGrowthPct: irr.annualExpenseGrowth,
  exitCapRatePct: irr.exitCapRate,
  saleCostsPct: irr.saleCosts,
});

/** The property as the API answers it; `monthlyMortgagePayment` is the deal model's, in dollars (null: no loan). */
export function toPropertyResponse(property: Property, monthlyMortgagePayment: number | null): PropertyResponse {
  const { units, otherIncome, expenses, documentLines, interestRatePct, irrAssumptions, totals, ...rest } = property;
  return {
    ...rest,
    units: units.map(unitToResponse),
    rentTotals: monthlyAndAnnual(totals.rentMonthlyCents),
    otherIncome: otherIncomeToResponse(otherIncome),
    expenses: expensesToResponse(expenses),
    documentLines: documentLines && documentLines.map(documentLineToResponse),
    interestRate: interestRatePct,
    monthlyMortgagePayment:
      monthlyMortgagePayment === null ? null : centsToDollars(dollarsToCents(monthlyMortgagePayment)),
    irrAssumptions: irrAssumptions && irrToResponse(irrAssumptions),
  };
}

/** The property as the app models it, from the API's answer. */
export function propertyFromResponse(response: PropertyResponse): Property {
  const {
    units,
    rentTotals,
    otherIncome,
    expenses,
    documentLines,
    interestRate,
    monthlyMortgagePayment: _computedByTheDealModel,
    irrAssumptions,
    ...rest
  } = response;
  return {
    ...rest,
    units: units.map(unitFromResponse),
    otherIncome: otherIncome.items.map(lineFromResponse),
    expenses: expenses.items.map(expenseFromResponse),
    // An answer from a server before document lines existed has none.
    documentLines: documentLines ? documentLines.map(documentLineFromResponse) : null,
    interestRatePct: interestRate,
    irrAssumptions: irrAssumptions && irrFromResponse(irrAssumptions),
    totals: {
      rentMonthlyCents: dollarsToCents(rentTotals.monthly),
      otherIncomeMonthlyCents: dollarsToCents(otherIncome.totals.monthly),
      expensesMonthlyCents: dollarsToCents(expenses.totals.monthly),
    },
  };
}

type PropertyInput = CreatePropertyInput | UpdatePropertyInput;
export type SpecPropertyPayload = Omit<
  PropertyInput,
  "units" | "otherIncome" | "expenses" | "documentLines" | "interestRatePct" | "irrAssumptions"
> & {
  documentLines?: DocumentLineResponse[] | null;
  units?: UnitResponse[];
  otherIncome?: { items: LineItemResponse[]; totals: { monthly: number; annual: number } };
  expenses?: { items: ExpenseResponse[]; totals: { monthly: number; annual: number } };
  interestRate?: number | null;
  irrAssumptions?: IrrAssumptionsResponse | null;
};

/** A create or PATCH body in the SPEC's payload (section 7): what a client written to the SPEC sends. */
export function toSpecPayload(input: PropertyInput): SpecPropertyPayload {
  const { units, otherIncome, expenses, documentLines, interestRatePct, irrAssumptions, ...rest } = input as Partial<
    CreatePropertyInput & UpdatePropertyInput
  >;
  return {
    ...rest,
    ...(units && { units: units.map(unitToResponse) }),
    ...(otherIncome && { otherIncome: otherIncomeToResponse(otherIncome) }),
    ...(expenses && { expenses: expensesToResponse(expenses) }),
    ...(documentLines !== undefined && { documentLines: documentLines && documentLines.map(documentLineToResponse) }),
    ...(interestRatePct !== undefined && { interestRate: interestRatePct }),
    ...(irrAssumptions !== undefined && { irrAssumptions: irrAssumptions && irrToResponse(irrAssumptions) }),
  };
}
