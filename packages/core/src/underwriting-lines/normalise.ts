import type { DocumentLine } from "../contracts/document-lines";
import type { ExpenseItem } from "../contracts/property-parts";
import type { ExpenseCategory } from "../limits";
import { dealOfProperty, type PropertyFacts } from "../analysis/deal-input";
import { formatCents, formatDollars } from "../money/format-money";
import { purchaseTaxRule } from "./state-tax-rates";

/** The market figures Normalise applies; each one is editable. Money in whole dollars per unit per year. */
export type NormaliseSettings = {
  /** Property tax in percent of the price per year; null: the state's effective rate (state-tax-rates.ts). */
  taxRatePct: number | null;
  /** Management in percent of EGI; null: by size (10% for one unit, 8% for 2-50, 6% above 50). */
  managementPct: number | null;
  reservesPerUnitYear: number;
  vacancyPct: number;
  insurancePerUnitYear: number;
};

export const DEFAULT_NORMALISE_SETTINGS: NormaliseSettings = {
  taxRatePct: null,
  managementPct: null,
  reservesPerUnitYear: 300,
  vacancyPct: 5,
  insurancePerUnitYear: 600,
};

export type NormaliseRule = "property_tax" | "management" | "reserves" | "vacancy" | "insurance";

type ProposalBase = {
  rule: NormaliseRule;
  /** The rule in a few words: "Taxes reassessed at the price". */
  title: string;
  /** Where the figure comes from. */
  source: string;
  /** The one-liner kept as the line's reason when accepted. */
  reason: string;
};
/** Sets one expense line (an existing one by index, or a new one), in cents per month. */
export type ExpenseProposal = ProposalBase & {
  target: "expense";
  lineIndex: number | null;
  label: string;
  category: ExpenseCategory;
  currentCents: number | null;
  proposedCents: number;
};
/** Sets the property's vacancy and credit loss allowance. */
export type VacancyProposal = ProposalBase & { target: "vacancy"; currentPct: number | null; proposedPct: number };
export type NormaliseProposal = ExpenseProposal | VacancyProposal;

export type NormaliseFacts = PropertyFacts & { state: string | null };

const RESERVES_LABEL = /reserve|replacement|cap\s*ex/i;
const round2 = (n: number) => Math.round(n * 100) / 100;
const perMonthCents = (dollarsPerYear: number) => Math.round((dollarsPerYear * 100) / 12);
const money = (cents: number) => formatCents(cents);

export const managementPctFor = (unitCount: number) => (unitCount <= 1 ? 10 : unitCount <= 50 ? 8 : 6);

const indexesOf = (expenses: ExpenseItem[], test: (e: ExpenseItem) => boolean) =>
  expenses.flatMap((e, i) => (test(e) ? [i] : []));
const totalOf = (expenses: ExpenseItem[], indexes: number[]) =>
  indexes.reduce((total, i) => total + (expenses[i]?.amountMonthlyCents ?? 0), 0);

function propertyTax(p: NormaliseFacts, settings: NormaliseSettings): ExpenseProposal | null {
  const rule = purchaseTaxRule(p.state);
  const ratePct = settings.taxRatePct ?? rule?.ratePct ?? null;
  if (ratePct === null || p.price <= 0) return null;
  const taxLines = indexesOf(p.expenses, (e) => e.category === "Taxes");
  const annualCents = Math.round(p.price * ratePct);
  const targetTotal = perMonthCents(annualCents / 100);
  const first = taxLines[0] ?? null;
  const others = totalOf(p.expenses, taxLines.slice(1));
  const proposedCents = Math.max(0, targetTotal - others);
  const currentCents = first === null ? null : (p.expenses[first]?.amountMonthlyCents ?? null);
  if (currentCents !== null && Math.abs(currentCents - proposedCents) < 100) return null;
  const fromState = settings.taxRatePct === null;
  return {
    rule: "property_tax",
    title: rule?.title ?? "Taxes reassessed at the price",
    source: fromState && rule ? rule.source : `Your rate: ${ratePct}%`,
    reason: `Reassessed at the price: ${formatDollars(p.price)} x ${round2(ratePct)}% = ${money(annualCents)}/yr`,
    target: "expense",
    lineIndex: first,
    label: first === null ? "Property Taxes" : (p.expenses[first]?.label ?? "Property Taxes"),
    category: "Taxes",
    currentCents,
    proposedCents,
  };
}

function vacancy(p: NormaliseFacts, settings: NormaliseSettings): VacancyProposal | null {
  if (p.vacancyPct !== null && p.vacancyPct >= settings.vacancyPct) return null;
  return {
    rule: "vacancy",
    title: "Vacancy and credit loss at market",
    source: `Market vacancy and credit loss: ${settings.vacancyPct}% of gross income`,
    reason: `Market vacancy and credit loss ${settings.vacancyPct}% (was ${p.vacancyPct ?? 0}%)`,
    target: "vacancy",
    currentPct: p.vacancyPct,
    proposedPct: settings.vacancyPct,
  };
}

function management(
  p: NormaliseFacts,
  documentLines: DocumentLine[],
  settings: NormaliseSettings,
  vacancyPct: number | null,
): ExpenseProposal | null {
  const lines = indexesOf(p.expenses, (e) => e.category === "Management");
  if (totalOf(p.expenses, lines) > 0) return null;
  const pct = settings.managementPct ?? managementPctFor(p.unitCount);
  const egiCents = Math.round(dealOfProperty({ ...p, vacancyPct }).monthly.income * 100);
  if (egiCents <= 0) return null;
  const brokerHasNone = !documentLines.some((l) => l.category === "Management" && (l.brokerCents ?? 0) > 0);
  const first = lines[0] ?? null;
  return {
    rule: "management",
    title: "Management at a percent of EGI",
    source: `Typical third-party fee for ${p.unitCount} unit${p.unitCount === 1 ? "" : "s"}: ${pct}% of effective gross income${brokerHasNone ? " (the broker's pro forma has none)" : ""}`,
    reason: `Management ${pct}% of EGI ${money(egiCents)}/mo`,
    target: "expense",
    lineIndex: first,
    label: first === null ? "Management" : (p.expenses[first]?.label ?? "Management"),
    category: "Management",
    currentCents: first === null ? null : (p.expenses[first]?.amountMonthlyCents ?? null),
    proposedCents: Math.round((egiCents * pct) / 100),
  };
}

/** A per-unit-per-year floor on one kind of line: proposed only when the user's lines are below it. */
function perUnitFloor(
  p: NormaliseFacts,
  spec: {
    rule: "reserves" | "insurance";
    title: string;
    label: string;
    category: ExpenseCategory;
    perUnitYear: number;
    test: (e: ExpenseItem) => boolean;
  },
): ExpenseProposal | null {
  if (p.unitCount <= 0) return null;
  const lines = indexesOf(p.expenses, spec.test);
  const floorCents = perMonthCents(spec.perUnitYear * p.unitCount);
  const current = totalOf(p.expenses, lines);
  if (lines.length > 0 && current >= floorCents) return null;
  const first = lines[0] ?? null;
  const others = totalOf(p.expenses, lines.slice(1));
  const noun = spec.rule === "reserves" ? "Replacement reserves" : "Insurance";
  return {
    rule: spec.rule,
    title: spec.title,
    source: `${noun}: ${formatDollars(spec.perUnitYear)} per unit per year`,
    reason: `${noun} ${formatDollars(spec.perUnitYear)}/unit/yr x ${p.unitCount} units`,
    target: "expense",
    lineIndex: first,
    label: first === null ? spec.label : (p.expenses[first]?.label ?? spec.label),
    category: spec.category,
    currentCents: first === null ? null : (p.expenses[first]?.amountMonthlyCents ?? null),
    proposedCents: Math.max(0, floorCents - others),
  };
}

/**
 * Normalise: the user's underwriting as a lender would set it, proposed line by line from rules with their sources.
 * Taxes reassessed at the purchase price (the state's effective rate, or the user's); vacancy and credit loss at a
 * market percent when below it; management at a percent of EGI (after that vacancy) when the user has none;
 * replacement reserves and insurance per unit per year when below them. Nothing is applied here: each proposal is
 * accepted, overridden or ignored by the user (`acceptProposal`).
 */
export function normalise(
  p: NormaliseFacts,
  documentLines: DocumentLine[] | null,
  settings: NormaliseSettings = DEFAULT_NORMALISE_SETTINGS,
): NormaliseProposal[] {
  const vacancyProposal = vacancy(p, settings);
  const proposals: (NormaliseProposal | null)[] = [
    propertyTax(p, settings),
    vacancyProposal,
    management(p, documentLines ?? [], settings, vacancyProposal?.proposedPct ?? p.vacancyPct),
    perUnitFloor(p, {
      rule: "reserves",
      title: "Replacement reserves per unit",
      label: "Replacement Reserves",
      category: "Maintenance",
      perUnitYear: settings.reservesPerUnitYear,
      test: (e) => RESERVES_LABEL.test(e.label),
    }),
    perUnitFloor(p, {
      rule: "insurance",
      title: "Insurance per unit",
      label: "Insurance",
      category: "Insurance",
      perUnitYear: settings.insurancePerUnitYear,
      test: (e) => e.category === "Insurance",
    }),
  ];
  return proposals.filter((x): x is NormaliseProposal => x !== null);
}

/**
 * The user's lines with one proposal accepted: the line set to the proposal's amount (or the user's override, cents
 * per month; for vacancy a percent) with the rule's one-liner as its reason. A new line is appended.
 */
export function acceptProposal(
  lines: Pick<PropertyFacts, "expenses" | "vacancyPct">,
  proposal: NormaliseProposal,
  override?: number,
): Pick<PropertyFacts, "expenses" | "vacancyPct"> {
  if (proposal.target === "vacancy") {
    const pct = override ?? proposal.proposedPct;
    return {
      expenses: lines.expenses,
      vacancyPct: pct,
      // The vacancy allowance is a percent on the property, not a line: its reason is the proposal's.
    };
  }
  const amount = override ?? proposal.proposedCents;
  const reason = override === undefined ? proposal.reason : `${proposal.title}, overridden to ${money(override)}/mo`;
  const existing = proposal.lineIndex === null ? undefined : lines.expenses[proposal.lineIndex];
  const line: ExpenseItem = existing
    ? { ...existing, amountMonthlyCents: amount, reason }
    : {
        label: proposal.label,
        category: proposal.category,
        amountMonthlyCents: amount,
        source: "derived",
        sourcePage: null,
        sourceFile: null,
        reason,
      };
  const expenses = existing
    ? lines.expenses.map((e, i) => (i === proposal.lineIndex ? line : e))
    : [...lines.expenses, line];
  return { expenses, vacancyPct: lines.vacancyPct };
}
