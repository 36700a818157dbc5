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

/**
 * Where the run of blocks that `value` adds up starts: the lines since the last total, since a heading still open
 * (innermost first), or since the section began; null when none. A line needs two or more blocks under it.
 */
function sumStart(blocks: Block[], starts: number[], value: number, least: number): number | null {
  for (const start of starts) {
    if (blocks.length - start < least) continue;
    const run = total(blocks.slice(start));
    if (near(value, run.value, run.lines)) return start;
  }
  return null;
}

/** Walks one section's trail under a reading, collapsing totals onto the lines they add up. */
function walk(entries: TrailEntry[], reading: Reading, sums: boolean): Outcome {
  const blocks: Block[] = [];
  let since = 0;
  /** Where each open heading's group starts, outermost first. */
  const groups: number[] = [];
  const starts = () => [...new Set([since, ...groups.slice().reverse(), 0])];
  const outcome: Outcome = { reproduced: 0, missed: 0, structural: [] };
  const collapse = (from: number, value: number) => {
    const lines = total(blocks.slice(from)).lines;
    blocks.splice(from, blocks.length - from, { value, lines });
    since = blocks.length;
    // Groups inside what was collapsed, or closed by it, are done.
    while ((groups.at(-1) ?? -1) >= from) groups.pop();
  };
  for (const [index, entry] of entries.entries()) {
    if ("heading" in entry) {
      groups.push(blocks.length);
      continue;
    }
    if ("total" in entry) {
      const printed = entry.section === "expenses" ? Math.abs(entry.total) : entry.total;
      const from = sumStart(blocks, starts(), printed, 1);
      if (from !== null) {
        outcome.reproduced++;
        collapse(from, printed);
      } else if (blocks.length > 0) {
        outcome.missed++;
        collapse(Math.min(since, blocks.length - 1), printed);
      }
      continue;
    }
    const value = reading.value(entry);
    const from = sums && value !== 0 ? sumStart(blocks, starts(), value, 2) : null;
    const next = entries[index + 1];
    // A sum row closes its group: a heading, a total or the end follows, or the next row sums it with the rest.
    const closesGroup = (at: number) =>
      next === undefined ||
      !("item" in next) ||
      sumStart(
        [...blocks.slice(0, at), { value, lines: 1 }],
        [...new Set([...groups.filter((g) => g < at), 0])],
        reading.value(next),
        2,
      ) !== null;
    if (from !== null && closesGroup(from)) {
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
