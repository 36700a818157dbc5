import type { DocumentLine, Property } from "@plexwise/core";
import {
  acceptProposal,
  compareLines,
  noiBridge,
  normalise,
  type LineComparison,
  type NormaliseProposal,
  type NormaliseSettings,
} from "@plexwise/core/underwriting-lines";
import { factsOfDraft } from "./deal-input";
import { newExpenseItem, type FinancialsDraft } from "./draft";
import type { DraftEdit } from "./draft-edits";

/** The three columns for the draft as it stands: core's comparison of the documents' lines with the user's. */
export const comparisonOf = (documentLines: DocumentLine[] | null, draft: FinancialsDraft): LineComparison[] =>
  compareLines(documentLines, factsOfDraft(draft));

/** The walk from the broker's (or the T-12's) NOI to the draft's, account by account. */
export const bridgeOf = (documentLines: DocumentLine[] | null, draft: FinancialsDraft) =>
  noiBridge(documentLines, factsOfDraft(draft));

/** Core's Normalise proposals for the draft (the property's state picks the tax rate). */
export const proposalsOf = (property: Property, draft: FinancialsDraft, settings: NormaliseSettings) =>
  normalise({ ...factsOfDraft(draft), state: property.state }, property.documentLines, settings);

/**
 * The draft edit that accepts a proposal (at its figure, or the user's override: cents per month, or a percent for
 * vacancy): core's `acceptProposal` sets the line and its reason; the edit carries that line to the draft's row.
 */
export function acceptEdit(draft: FinancialsDraft, proposal: NormaliseProposal, override?: number): DraftEdit {
  if (proposal.target === "vacancy") {
    return { type: "set", field: "vacancyPct", value: override ?? proposal.proposedPct };
  }
  const facts = factsOfDraft(draft);
  const { expenses } = acceptProposal(facts, proposal, override);
  const index = proposal.lineIndex ?? expenses.length - 1;
  const item = expenses[index];
  if (!item) throw new Error("an accepted proposal always has its line");
  return {
    type: "lineItem",
    list: "expenses",
    id: proposal.lineIndex === null ? null : (draft.expenses[index]?.id ?? null),
    item,
  };
}

/** The draft edit for "yours" typed on a line of the comparison, with the user's reason (blank: none). */
export function yoursEdit(
  draft: FinancialsDraft,
  row: LineComparison,
  cents: number,
  reason: string,
): DraftEdit | null {
  const note = reason.trim() || undefined;
  if (row.yours?.list === "expenses") {
    const target = draft.expenses[row.yours.index];
    if (!target) return null;
    const { reason: _old, ...item } = target.item;
    return {
      type: "lineItem",
      list: "expenses",
      id: target.id,
      item: { ...item, amountMonthlyCents: cents, ...(note && { reason: note }) },
    };
  }
  if (row.yours?.list === "otherIncome") {
    const others = draft.income.filter((r) => r.kind === "other");
    const target = others[row.yours.index];
    if (!target || target.kind !== "other") return null;
    const { reason: _old, ...item } = target.item;
    return {
      type: "lineItem",
      list: "income",
      id: target.id,
      item: { ...item, amountMonthlyCents: cents, ...(note && { reason: note }) },
    };
  }
  if (row.kind === "expense") {
    const item = { ...newExpenseItem(row.label, row.category ?? "Other"), amountMonthlyCents: cents };
    return { type: "lineItem", list: "expenses", id: null, item: { ...item, ...(note && { reason: note }) } };
  }
  return null;
}
