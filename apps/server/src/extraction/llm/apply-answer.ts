import type { ReadDocument } from "../document";
import { detectPropertyKind } from "../rules/property-kind";
import { reconcile } from "../rules/reconcile";
import type { DocumentExtraction, ReportedTotals } from "../rules/types";
import { acceptFacts } from "./accept-facts";
import { acceptExpenses, acceptIncome } from "./accept-lines";
import { acceptUnits } from "./accept-units";
import type { Gaps } from "./gaps";
import { printedTotals } from "./printed-totals";
import type { ExtractionHelp } from "./schema";
import type { ShownText } from "./shown-text";

/**
 * One document's rules result with the model's answer added where the gaps are: never in place of a
 * value the rules read. What was added is named in a warning, as is everything that was not taken
 * and why, so the person reviewing knows which figures came from the model.
 */
type Input = {
  document: ReadDocument;
  extraction: DocumentExtraction;
  help: ExtractionHelp;
  gaps: Gaps;
  shown: ShownText;
};

/** Totals the model's rows were checked against join the rules' ones, never replacing them. */
const addMissing = (reported: ReportedTotals, more: ReportedTotals): ReportedTotals => ({ ...more, ...reported });

export function applyAnswer({ document, extraction, help, gaps, shown }: Input): DocumentExtraction {
  const notes: string[] = [];
  const say = (text: string) => notes.push(`${document.fileName}: ${text}`);
  const totals = printedTotals(extraction, help, shown);
  const base = { document, help, totals, shown };
  const added: string[] = [];
  let { units, expenses, otherIncome, reported, propertyKind } = extraction;

  const rentRoll = gaps.units ? acceptUnits(base, say) : null;
  if (rentRoll) {
    units = rentRoll.units;
    otherIncome = [...otherIncome, ...rentRoll.otherIncome];
    reported = addMissing(reported, rentRoll.reported);
    propertyKind = detectPropertyKind(document.pages, units);
    added.push(rentRoll.summary);
  }
  const statement = gaps.expenses ? acceptExpenses(base, say) : null;
  if (statement) {
    expenses = statement.lines;
    reported = addMissing(reported, statement.reported);
    added.push(statement.summary);
  }
  // Income rows that came with the rent roll table already fill this gap.
  const income = gaps.income && otherIncome.length === 0 ? acceptIncome({ ...base, units }, say) : null;
  if (income) {
    otherIncome = income.lines;
    reported = addMissing(reported, income.reported);
    added.push(income.summary);
  }
  const fields = acceptFacts(gaps.facts, help.property, shown, say);
  if (fields.names.length > 0) added.push(fields.names.join(", "));

  const result = {
    ...extraction,
    units,
    expenses,
    otherIncome,
    reported,
    propertyKind,
    facts: { ...fields.facts, ...extraction.facts },
  };
  // The rules' checks run again over the added rows (square feet, market rent, monthly income).
  const rechecked = added.length > 0 ? reconcile(result).filter((w) => !extraction.warnings.includes(w)) : [];
  const summary =
    added.length > 0
      ? [`${document.fileName}: read by the language model and checked against the document: ${added.join("; ")}.`]
      : [];
  return { ...result, warnings: [...extraction.warnings, ...summary, ...notes, ...rechecked] };
}
