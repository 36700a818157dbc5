import type { DealInput } from "@plexwise/core/finance";
import { MAX_LOANS } from "@plexwise/core/finance";
import type { Worksheet } from "exceljs";
import { MONEY, refTo } from "./cells";

/** Where one loan's inputs are (core analyze-deal.ts LoanInput). */
export type LoanInputRefs = {
  amountPct: string;
  amount: string;
  ratePct: string;
  amortYears: string;
  interestOnlyMonths: string;
  pointsPct: string;
  lenderFees: string;
};
export type RefinanceInputRefs = {
  year: string;
  ltvPct: string;
  ratePct: string;
  amortYears: string;
  costsPct: string;
};
export type UnitTypeRefs = { units: string; budgetPerUnit: string; rentPremiumMonthly: string; downtimeMonths: string };
export type ValueAddInputRefs = { commonAreaBudget: string; unitsPerYear: string; unitTypes: UnitTypeRefs[] };
export type UnderwritingInputRefs = {
  /** The underwriting's loans (they replace the down payment, rate and amortization); empty without them. */
  loans: LoanInputRefs[];
  refinance: RefinanceInputRefs | null;
  valueAdd: ValueAddInputRefs | null;
};

type Value = number | string | null;
const finiteOr = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * The underwriting's inputs under the deal's (core DealInput loans, refinance, valueAdd), from `first` on: a section
 * title a block, one input a row in column B, so the Financing and Value-add sheets' formulas read them. An empty cell
 * is an input the engine takes as absent (a loan's amount % empty: its amount counts).
 */
export function addUnderwritingInputs(sheet: Worksheet, input: DealInput, first: number): UnderwritingInputRefs {
  let r = first;
  const title = (text: string, note?: string) => {
    r += 1;
    sheet.getCell(`A${r}`).value = text;
    sheet.getCell(`A${r}`).font = { bold: true };
    if (note) sheet.getCell(`C${r}`).value = note;
    r += 1;
  };
  const row = (label: string, value: Value, format?: string, note?: string) => {
    sheet.getCell(`A${r}`).value = label;
    const cell = sheet.getCell(`B${r}`);
    cell.value = value;
    if (format) cell.numFmt = format;
    if (note) sheet.getCell(`C${r}`).value = note;
    const ref = refTo(sheet, "B", r);
    r += 1;
    return ref;
  };

  const loans = (input.loans ?? []).slice(0, MAX_LOANS).map((loan, i): LoanInputRefs => {
    title(`Loan ${i + 1}`, "Loans replace the down payment, interest rate and amortization above");
    row("Label", loan.label?.trim() || `Loan ${i + 1}`);
    return {
      amountPct: row(
        "Amount % of price",
        finiteOr(loan.amountPct),
        undefined,
        "Wins over the amount; empty: the amount",
      ),
      amount: row("Amount $", finiteOr(loan.amount), MONEY, "Borrowing beyond the price is cut, later loans first"),
      ratePct: row("Interest rate %", finiteOr(loan.ratePct)),
      amortYears: row("Amortization (years)", finiteOr(loan.amortYears), undefined, "0 or empty: interest only"),
      interestOnlyMonths: row("Interest-only months", finiteOr(loan.interestOnlyMonths)),
      pointsPct: row("Points % of the amount", finiteOr(loan.pointsPct), undefined, "Paid at closing: cash in"),
      lenderFees: row("Lender fees $", finiteOr(loan.lenderFees), MONEY, "Paid at closing: cash in"),
    };
  });

  const refi = input.refinance;
  let refinance: RefinanceInputRefs | null = null;
  if (refi) {
    title("Refinance", "At the end of the year: a new loan of the LTV of the value then repays every loan");
    refinance = {
      year: row("Year (end of)", finiteOr(refi.year), undefined, "Ignored from the last year of the hold on"),
      ltvPct: row("Loan to value %", finiteOr(refi.ltvPct), undefined, "Of the next year's NOI at the exit cap rate"),
      ratePct: row("Interest rate %", finiteOr(refi.ratePct)),
      amortYears: row("Amortization (years)", finiteOr(refi.amortYears), undefined, "0 or empty: interest only"),
      costsPct: row("Costs % of the new loan", finiteOr(refi.costsPct), undefined, "Paid out of the new loan"),
    };
  }

  const plan = input.valueAdd;
  let valueAdd: ValueAddInputRefs | null = null;
  if (plan) {
    title("Value-add plan", "Units are renovated in the order of the unit types below");
    const commonAreaBudget = row("Common-area budget $", finiteOr(plan.commonAreaBudget), MONEY, "Spent in year 1");
    const unitsPerYear = row("Units renovated a year", finiteOr(plan.unitsPerYear), undefined, "0 renovates none");
    const unitTypes = plan.unitTypes.map((type, i): UnitTypeRefs => {
      title(`Unit type ${i + 1}`);
      row("Label", type.label?.trim() || `Unit type ${i + 1}`);
      return {
        units: row("Units", finiteOr(type.units)),
        budgetPerUnit: row("Budget per unit $", finiteOr(type.budgetPerUnit), MONEY),
        rentPremiumMonthly: row(
          "Rent premium $ a month",
          finiteOr(type.rentPremiumMonthly),
          MONEY,
          "From the next year",
        ),
        downtimeMonths: row("Downtime (months)", finiteOr(type.downtimeMonths), undefined, "Without rent, 0 to 12"),
      };
    });
    valueAdd = { commonAreaBudget, unitsPerYear, unitTypes };
  }
  return { loans, refinance, valueAdd };
}
