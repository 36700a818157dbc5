import { annualToMonthlyCents } from "@plexwise/core/money";
import type { LineItem } from "./types";

/**
 * Reconciliation that acts: a statement's rows can be read several ways (a "Less: Vacancy" printed positive
 * that the totals add, a line that is the sum of the lines above it), and the reading kept is the one whose
 * rows reproduce the totals the document prints. A line equal to the sum of the lines above it since the last
 * total (or since the section began, totals standing in for the lines they total) is a total, never an item,
 * when it closes its group (a heading, a total or the section's end follows it) and the labelled totals do not
 * say otherwise: $10,000 + $5,000 = $15,000 among round pro forma figures is a coincidence the printed total
 * "Total Expenses" settles.
 */
export type TrailSection = "income" | "expenses";
/** What a statement printed, in order: an item read (with the amount as printed) or a total row. */
export type TrailEntry =
  | { section: TrailSection; item: LineItem; printed: number }
  | { section: TrailSection; total: number; label: string; page: number }
  | { section: TrailSection; heading: string };

/** A line read as a total because it adds up the lines above it; its figure is kept for the printed totals. */
export type StructuralTotal = { section: TrailSection; item: LineItem; cents: number; closesSection: boolean };

/** Printed sums of rounded figures: half a dollar per line, at least a dollar. */
const tolerance = (lines: number): number => Math.max(100, lines * 50);
const near = (a: number, b: number, lines: number): boolean => Math.abs(a - b) <= tolerance(lines);

type Block = { value: number; lines: number };
type Reading = { value: (entry: { item: LineItem; printed: number }) => number };
/** `reproduced` and `missed` count the labelled totals only: they judge the readings. */
type Outcome = { reproduced: number; missed: number; structural: StructuralTotal[] };

const total = (blocks: Block[]): Block => ({
  value: blocks.reduce((s, b) => s + b.value, 0),
  lines: blocks.reduce((s, b) => s + b.lines, 0),
});

/** Whether `value` adds up the two or more blocks since the last total, or all of them; null when neither. */
function sumOf(blocks: Block[], since: number, value: number): "tail" | "all" | null {
  const tail = total(blocks.slice(since));
  const all = total(blocks);
  if (blocks.length - since >= 2 && near(value, tail.value, tail.lines)) return "tail";
  if (blocks.length >= 2 && near(value, all.value, all.lines)) return "all";
  return null;
}

/** Walks one section's trail under a reading, collapsing totals onto the lines they add up. */
function walk(entries: TrailEntry[], reading: Reading, sums: boolean): Outcome {
  const blocks: Block[] = [];
  let since = 0;
  const outcome: Outcome = { reproduced: 0, missed: 0, structural: [] };
  const collapse = (from: number, value: number) => {
    const lines = total(blocks.slice(from)).lines;
    blocks.splice(from, blocks.length - from, { value, lines });
    since = blocks.length;
  };
  for (const [index, entry] of entries.entries()) {
    if ("heading" in entry) continue;
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
    const sum = sums && value !== 0 ? sumOf(blocks, since, value) : null;
    const next = entries[index + 1];
    // A sum row closes its group: a heading, a total or the end follows, or the next row sums it with the rest.
    const from = sum === "tail" ? since : 0;
    const closesGroup =
      next === undefined ||
      !("item" in next) ||
      sumOf([...blocks.slice(0, from), { value, lines: 1 }], from + 1, reading.value(next)) !== null;
    if (sum && closesGroup) {
      outcome.structural.push({ section: entry.section, item: entry.item, cents: value, closesSection: from === 0 });
      collapse(from, value);
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
    // Each sign reading with sum rows taken as totals, then as lines; the first that reproduces the most wins.
    const differs = entries.some((e) => "item" in e && e.item.annualCents !== e.printed);
    const readings = [
      { outcome: walk(entries, { value: asRead }, true), printed: false },
      { outcome: walk(entries, { value: asRead }, false), printed: false },
      ...(differs
        ? [
            { outcome: walk(entries, { value: asPrinted }, true), printed: true },
            { outcome: walk(entries, { value: asPrinted }, false), printed: true },
          ]
        : []),
    ];
    const best = readings.reduce((a, b) => (b.outcome.reproduced > a.outcome.reproduced ? b : a));
    const chosen = best.outcome;
    const takePrinted = best.printed;
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
