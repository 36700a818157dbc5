import { showMoney } from "./rules/cells";
import type {
  DocumentExtraction,
  DocumentLineRead,
  DocumentRole,
  ExtractedUnit,
  Facts,
  LineItem,
  PortfolioEntry,
  PropertyKind,
  ReportedTotals,
  Sourced,
  UnitMixRow,
} from "./rules/types";

/**
 * Several documents of one property become one result. Each part comes from the document that knows it
 * best: the rent roll's units, the T-12's expenses, the offering memorandum's price and address. When
 * another document says something else, the chosen value stays and a warning names both.
 */
export type WithFile<T> = T & { sourceFile: string };

export type MergedProperty = {
  facts: { [K in keyof Facts]?: WithFile<NonNullable<Facts[K]>> };
  propertyKind: PropertyKind;
  units: WithFile<ExtractedUnit>[];
  /** The unit mix of the first document that prints one. */
  unitMix: WithFile<UnitMixRow>[];
  expenses: WithFile<LineItem>[];
  otherIncome: WithFile<LineItem>[];
  reported: { [K in keyof ReportedTotals]?: WithFile<NonNullable<ReportedTotals[K]>> };
  /** Lines printed among the expenses' document's operating expenses and moved out (loan payments, capex). */
  movedOutCents: number;
  /** What that document deducts before its NOI besides expenses (a vacancy allowance, reserves). */
  noiDeductionsCents: number;
  /** A portfolio export's properties, when the units' document is one. */
  portfolio?: (Omit<PortfolioEntry, "units"> & { units: WithFile<ExtractedUnit>[] })[];
  /** The T-12 and pro forma columns of the first document that prints both side by side. */
  documentLines: WithFile<DocumentLineRead>[];
  warnings: string[];
};

const FACT_PRIORITY: DocumentRole[] = ["offering_memorandum", "listing", "rent_roll", "t12", "other", "rent_comps"];
const UNIT_PRIORITY: DocumentRole[] = ["rent_roll", "offering_memorandum", "listing", "other", "t12", "rent_comps"];
const EXPENSE_PRIORITY: DocumentRole[] = ["t12", "offering_memorandum", "listing", "other", "rent_roll", "rent_comps"];
const ROLE_NAMES: Record<DocumentRole, string> = {
  rent_roll: "rent roll",
  t12: "T-12",
  offering_memorandum: "offering memorandum",
  listing: "listing",
  rent_comps: "rent comparables",
  other: "document",
};

const byPriority = (docs: DocumentExtraction[], order: DocumentRole[]): DocumentExtraction[] =>
  [...docs].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));

const show = (value: string | number, key: string): string =>
  typeof value === "number" && key === "price" ? `$${value.toLocaleString("en-US")}` : String(value);

const same = (a: string | number, b: string | number): boolean =>
  typeof a === "string" && typeof b === "string"
    ? a.toLowerCase().replace(/\W/g, "") === b.toLowerCase().replace(/\W/g, "")
    : a === b;

function mergeFacts(docs: DocumentExtraction[], warnings: string[]): MergedProperty["facts"] {
  const facts: Record<string, WithFile<Sourced<string | number>>> = {};
  for (const doc of byPriority(docs, FACT_PRIORITY)) {
    for (const [key, fact] of Object.entries(doc.facts) as [string, Sourced<string | number>][]) {
      const kept = facts[key];
      if (!kept) {
        facts[key] = { ...fact, sourceFile: doc.fileName };
      } else if (!same(kept.value, fact.value)) {
        warnings.push(
          `${key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}: ${kept.sourceFile} (page ${kept.page}) says ${show(kept.value, key)} but ${doc.fileName} (page ${fact.page}) says ${show(fact.value, key)}; kept ${show(kept.value, key)}.`,
        );
      }
    }
  }
  return facts as MergedProperty["facts"];
}

const withFile = <T>(items: T[], sourceFile: string): WithFile<T>[] => items.map((item) => ({ ...item, sourceFile }));
const monthlyRent = (units: ExtractedUnit[]): number => units.reduce((sum, u) => sum + (u.rentCents ?? 0), 0);

export function mergeDocuments(docs: DocumentExtraction[]): MergedProperty {
  const warnings = docs.flatMap((d) => d.warnings);
  const facts = mergeFacts(docs, warnings);
  const unitDoc = byPriority(docs, UNIT_PRIORITY).find((d) => d.units.length > 0);
  for (const other of docs.filter((d) => d !== unitDoc && d.units.length > 0)) {
    if (!unitDoc) break;
    if (other.units.length !== unitDoc.units.length || monthlyRent(other.units) !== monthlyRent(unitDoc.units)) {
      warnings.push(
        `rent roll: ${unitDoc.fileName} lists ${unitDoc.units.length} units at ${showMoney(monthlyRent(unitDoc.units))} a month but ${other.fileName} lists ${other.units.length} at ${showMoney(monthlyRent(other.units))}; the ${ROLE_NAMES[unitDoc.role]}'s rows were kept.`,
      );
    }
  }
  const expenseDoc = byPriority(docs, EXPENSE_PRIORITY).find((d) => d.expenses.length > 0);
  const units = unitDoc ? withFile(unitDoc.units, unitDoc.fileName) : [];
  const incomeDocs = [unitDoc, expenseDoc].filter(
    (d, i, all): d is DocumentExtraction => d !== undefined && all.indexOf(d) === i,
  );
  const otherIncome: WithFile<LineItem>[] = [];
  for (const doc of incomeDocs) {
    let income = doc.otherIncome;
    // A rent roll's own concessions (a charge-code column of credits beside RENT) are what its tenants are billed
    // less than their rent: not a statement's vacancy or loss-to-lease, so they stay beside its units.
    const counted = (i: LineItem) =>
      i.incomeKind === "rent" || (i.incomeKind === "rent_adjustment" && doc.role !== "rent_roll");
    const rental = income.filter(counted);
    if (units.length > 0 && rental.length > 0) {
      // With a rent roll, the units carry the rent: the statement's rent and vacancy lines would count it twice.
      const net = rental.reduce((sum, i) => sum + i.annualCents, 0);
      warnings.push(
        `${doc.fileName}: its rental income (${showMoney(net)} a year after vacancy and concessions) was left out in favour of the rent roll in ${unitDoc?.fileName} (${showMoney(monthlyRent(units) * 12)} a year in place).`,
      );
      income = income.filter((i) => !counted(i));
    }
    otherIncome.push(...withFile(income, doc.fileName));
  }
  // Totals are checked against the rows they total: rent roll totals from the units' document, statement totals from the expenses'.
  const reported: MergedProperty["reported"] = {};
  const take = (doc: DocumentExtraction | undefined, keys: (keyof ReportedTotals)[]) => {
    for (const key of keys) {
      const value = doc?.reported[key];
      if (doc && value) reported[key] = { ...value, sourceFile: doc.fileName };
    }
  };
  take(unitDoc ?? expenseDoc, [
    "unitCount",
    "rentRollMonthlyCents",
    "rentRollMarketMonthlyCents",
    "rentRollSqft",
    "monthlyIncomeCents",
  ]);
  const statementDoc = expenseDoc ?? byPriority(docs, EXPENSE_PRIORITY).find((d) => d.reported.noiAnnualCents);
  take(statementDoc ?? unitDoc, [
    "grossIncomeAnnualCents",
    "effectiveIncomeAnnualCents",
    "totalExpensesAnnualCents",
    "noiAnnualCents",
  ]);
  // The cap rate is the price's: from the first document that prints one, by the facts' order.
  take(
    byPriority(docs, FACT_PRIORITY).find((d) => d.reported.capRatePct),
    ["capRatePct"],
  );
  const kinds = docs.map((d) => d.propertyKind);
  const propertyKind: PropertyKind =
    unitDoc?.propertyKind ??
    (kinds.includes("residential") ? "residential" : kinds.includes("not_residential") ? "not_residential" : "unknown");
  const mixDoc = byPriority(docs, FACT_PRIORITY).find((d) => d.unitMix.length > 0);
  const lineDoc = byPriority(docs, EXPENSE_PRIORITY).find((d) => (d.documentLines?.length ?? 0) > 0);
  const setAside = (why: string) =>
    (expenseDoc?.setAside ?? []).filter((a) => a.why === why).reduce((sum, a) => sum + a.annualCents, 0);
  return {
    facts,
    propertyKind,
    movedOutCents: setAside("inside_expenses"),
    noiDeductionsCents: setAside("noi_deduction"),
    ...(unitDoc?.portfolio
      ? { portfolio: unitDoc.portfolio.map((p) => ({ ...p, units: withFile(p.units, unitDoc.fileName) })) }
      : {}),
    units,
    unitMix: mixDoc ? withFile(mixDoc.unitMix, mixDoc.fileName) : [],
    expenses: expenseDoc ? withFile(expenseDoc.expenses, expenseDoc.fileName) : [],
    otherIncome,
    reported,
    documentLines: withFile(lineDoc?.documentLines ?? [], lineDoc?.fileName ?? ""),
    warnings,
  };
}
