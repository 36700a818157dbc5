import { underwritingConflicts, type UnderwritingConflict } from "@plexwise/core/analysis";
import type { FinancialsDraft } from "./draft";

/**
 * The inputs on screen the property cannot honour (a plan renovating more units than it has, a refinance outside
 * the hold, loans above the price): the server's own check (core underwriting-conflicts.ts) run on the draft, so the
 * message stands beside the field the moment it is typed, and says what the server's refusal says.
 */
export const draftConflicts = (d: FinancialsDraft): UnderwritingConflict[] =>
  underwritingConflicts({
    price: d.price,
    unitCount: d.unitCount,
    units: d.income.flatMap((row) => (row.kind === "unit" ? [row.unit] : [])),
    cashPurchase: d.cashPurchase,
    downPaymentPct: d.downPayment.mode === "pct" ? d.downPayment.value : null,
    downPaymentAmt: d.downPayment.mode === "amt" ? d.downPayment.value : null,
    irrAssumptions: d.irr,
    underwriting: d.underwriting,
  });

/** The conflicts of one field or group of fields ("underwriting.refinance" covers its year). */
export const conflictsUnder = (conflicts: readonly UnderwritingConflict[], prefix: string) =>
  conflicts.filter((c) => c.path === prefix || c.path.startsWith(`${prefix}.`));
