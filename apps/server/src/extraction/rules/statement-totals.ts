import { annualToMonthlyCents } from "@plexwise/core/money";
import type { LineItem } from "./types";

/**
 * Reconciliation that acts: a statement's rows can be read several ways (a "Less: Vacancy" printed positive
 * that the totals add, a line that is the sum of the lines above it), and the reading kept is the one whose
 * rows reproduce the totals the document prints. A line equal to the sum of the lines above it since the last
 * total (or since the section began, totals standing in for the lines they total) is a total, never an item.
 */
export type TrailSection = "income" | "expenses";
/** What a statement printed, in order: an item read (with the amount as printed) or a total row. */
export type TrailEntry =
  | { section: TrailSection; item: LineItem; printed: number }
  | { section: TrailSection; total: number; label: string; page: number };

/** A line read as a total because it adds up the lines above it; its figure is kept for the printed totals. */
export type StructuralTotal = { section: TrailSection; item: LineItem; cents: number; closesSection: boolean };

/** Printed sums of rounded figures: half a dollar per line, at least a dollar. */
const tolerance = (lines: number): number => Math.max(100, lines * 50);
const near = (a: number, b: number, lines: number): boolean => Math.abs(a - b) <= tolerance(lines);

type Block = { value: number; lines: number };
type Reading = { value: (entry: { item: LineItem; printed: number }) => number };
type Outcome = { reproduced: number; missed: number; structural: StructuralTotal[] };

const total = (blocks: Block[]): Block => ({
  value: blocks.reduce((s, b) => s + b.value, 0),
  lines: blocks.reduce((s, b) => s + b.lines, 0),
});

/** Walks one section's trail under a reading, collapsing totals onto the lines they add up. */
function walk(entries: TrailEntry[], reading: Reading): Outcome {
  const blocks: Block[] = [];
  let since = 0;
  const outcome: Outcome = { reproduced: 0, missed: 0, structural: [] };
  const collapse = (from: number, value: number) => {
    const lines = total(blocks.slice(from)).lines;
    blocks.splice(from, blocks.length - from, { value, lines });
    since = blocks.length;
  };
  for (const entry of entries) {
    if ("total" in entry) {
      const tail = total(blocks.slice(since));
      const all = total(blocks);
      const printed = entry.section === "expenses" ? Math.abs(entry.total) : entry.total;
      if (blocks.length - since > 0 && near(printed, tail.value, tail.lines)) {
        outcome.reproduced++;
        collapse(since, printed);
      } else if (blocks.length > 0 && near(printed, all.value, all.lines)) {
        outcome.reproduced++;
        collapse(0, printed);
      } else if (blocks.length > 0) {
        outcome.missed++;
        collapse(Math.min(since, blocks.length - 1), printed);
      }
      continue;
    }
    const value = reading.value(entry);
    const tail = total(blocks.slice(since));
    const all = total(blocks);
    const sumsTail = blocks.length - since >= 2 && near(value, tail.value, tail.lines);
    const sumsAll = blocks.length >= 2 && near(value, all.value, all.lines);
    if (value !== 0 && (sumsTail || sumsAll)) {
      outcome.reproduced++;
      outcome.structural.push({ section: entry.section, item: entry.item, cents: value, closesSection: sumsAll });
      collapse(sumsTail ? since : 0, value);
      continue;
    }
    blocks.push({ value, lines: 1 });
  }
  return outcome;
}

const asRead = (entry: { item: LineItem }): number => entry.item.annualCents;
/** The amount with the sign it was printed with: a credit among expenses, a vacancy the totals add. */
const asPrinted = (entry: { item: LineItem; printed: number }): number => entry.printed;

export type Settled = {
  /** Items that are totals by their arithmetic, to drop from the lines. */
  structural: StructuralTotal[];
  /** Items whose printed sign the totals confirm (the reading that negated or dropped it reproduced fewer). */
  resigned: Map<LineItem, number>;
  /** Printed totals in each section the chosen reading does not reproduce. */
  missed: Record<TrailSection, number>;
};

/** Chooses, section by section, the reading whose lines reproduce the most printed totals (ties keep the usual one). */
export function settleTotals(trail: TrailEntry[]): Settled {
  const settled: Settled = { structural: [], resigned: new Map(), missed: { income: 0, expenses: 0 } };
  for (const section of ["income", "expenses"] as const) {
    const entries = trail.filter((e) => e.section === section);
    const usual = walk(entries, { value: asRead });
    const printed = walk(entries, { value: asPrinted });
    const differs = entries.some((e) => "item" in e && e.item.annualCents !== e.printed);
    const takePrinted = differs && printed.reproduced > usual.reproduced;
    const chosen = takePrinted ? printed : usual;
    settled.structural.push(...chosen.structural);
    settled.missed[section] = chosen.missed;
    if (takePrinted)
      for (const e of entries)
        if ("item" in e && e.item.annualCents !== e.printed) settled.resigned.set(e.item, e.printed);
  }
  return settled;
}

/** The lines with the settled reading applied: totals dropped, confirmed signs restored. */
export function applySettled(items: LineItem[], settled: Settled): LineItem[] {
  const drop = new Set(settled.structural.map((s) => s.item));
  return items
    .filter((i) => !drop.has(i))
    .map((i) => {
      const cents = settled.resigned.get(i);
      return cents === undefined ? i : { ...i, annualCents: cents, monthlyCents: annualToMonthlyCents(cents) };
    });
}
