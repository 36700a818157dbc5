import type { ReadPage } from "../document";
import { rolesOf } from "./rent-roll-header";

/**
 * The occupancy summary a property-management export prints with its rent roll ("Unit Status | Market + Addl. |
 * # Units | Potential Rent": occupied, vacant leased, vacant not leased...). Its rows count and total units by
 * status: they are neither units nor a statement's lines ("Vacant Not Leased $3,855" is no deduction).
 */
const TOTAL = /^\s*(grand\s+)?totals?\b/i;
/** Rows a summary may run to before its total line. */
const MAX_ROWS = 40;

export function occupancySummaryRows(pages: ReadPage[]): string[] {
  const used: string[] = [];
  for (const page of pages) {
    page.rows.forEach((cells, row) => {
      const roles = rolesOf(cells);
      if (!roles.has("count") || !roles.has("status")) return;
      if (row > 0) used.push(`${page.page}:${row - 1}`);
      for (let r = row; r < Math.min(page.rows.length, row + MAX_ROWS); r++) {
        used.push(`${page.page}:${r}`);
        if (TOTAL.test(page.rows[r]?.[0] ?? "")) break;
      }
    });
  }
  return used;
}
