import { parsePropertyLine, type PropertyLine } from "./address";
import { isAmountCell, normalise } from "./cells";
import type { ReportedTotals, Sourced } from "./types";
import type { ReadPage } from "../document";

/**
 * Property groups inside one rent roll: a property manager's export of several properties prints a heading
 * row per property ("Property: Oak Apartments (oak)", "-> Elm Court", AppFolio's "1002 Chestnut Avenue -
 * 1002 Chestnut Avenue Beaumont, CA 92223"), that property's unit rows, and often a subtotal line ("69
 * Units  95.7% Occupied  85,782.00") before the next heading and the portfolio's total.
 */
export type PropertyGroup = {
  /** The heading as printed, cleaned of its "Property:" or "->" lead. */
  name: string;
  /** The heading's name, street, city, state and zip when it prints an address. */
  place: PropertyLine | null;
  page: number;
  line: string;
  /** The group's own subtotal line, when it prints one. */
  reported: ReportedTotals;
};

const LABELLED_GROUP = /^(property|community|site)\s*[:#-]|^->/i;
/** An owner or a complex named over its units with a number in the line ("Oak LLC (oak) 12 units"). */
const NAMED_GROUP = /\b(llc|l\.l\.c|lp|inc|apartments|apts)\b.*\d/i;
/** An address with commas the property-line reader does not split: "12 Oak St, Springfield IL 62704". */
const ADDRESS_GROUP = /^\d{1,6}\s+[a-z].*,\s*[a-z .]+,?\s+[a-z]{2}\s+\d{5}/i;
/** Headings that close a table rather than open a group: a summary or the portfolio's total. */
const NOT_A_GROUP = /^(total|grand total|summary|note\b|notes\b)/i;

/**
 * A row that names a property: one heading cell, nothing else under the table's columns (`cells`: a stray
 * note past the last heading is not among them).
 */
export function groupHeading(cells: string[], page: number): PropertyGroup | null {
  const filled = cells.filter((c) => c.trim() !== "");
  const first = normalise(cells[0] ?? "");
  if (filled.length !== 1 || first === "" || isAmountCell(first) || NOT_A_GROUP.test(first)) return null;
  const place = parsePropertyLine(first);
  if (!place && !LABELLED_GROUP.test(first) && !NAMED_GROUP.test(first) && !ADDRESS_GROUP.test(first)) return null;
  const name = first.replace(/^(property|community|site)\s*[:#-]\s*|^->\s*/i, "").slice(0, 120);
  return { name, place, page, line: first, reported: {} };
}

/** What a house (a group with one unit and no unit number) is called: its street, or the heading. */
export const houseLabel = (group: PropertyGroup): string => (group.place?.street ?? group.name).slice(0, 40);

/**
 * Whether a total row closes the group above it (its subtotal) rather than the whole table: a total naming
 * the group, one counting exactly the group's rows, an unlabelled count ("69 Units") below the table's rows
 * so far, or an unlabelled line with no count.
 */
export function isGroupSubtotal(
  rowText: string,
  reported: ReportedTotals,
  group: PropertyGroup,
  groupRows: number,
  allRows: number,
): boolean {
  const count = reported.unitCount?.value;
  const labelled = /^\s*(grand\s+)?totals?\b/i.test(rowText);
  // "Total Oak Gardens  12 Units": a total naming the group is the group's.
  const name = (group.place?.name ?? group.name)
    .replace(/\s*\(.*\)$/, "")
    .toLowerCase()
    .slice(0, 30);
  if (labelled && name.length >= 3 && rowText.toLowerCase().includes(name)) return true;
  // "Total 609 Units" is the table's unless it counts exactly the group's rows.
  if (count !== undefined) return count === groupRows || (!labelled && count < allRows);
  return !labelled;
}

/** An owner entity as a report's first line names it: "ABCDE Realty Management LLC", "Oak Holdings LP". */
const ENTITY =
  /\b(llc|l\.l\.c\.?|inc\.?|lp|llp|corp\.?|company|realty|management|mgmt|properties|holdings|partners|trust|group)\b/i;
const NOT_A_NAME = /\d|rent\s*roll|report|detail|summary|as of|page\b/i;
/** Rows above a rent roll's header where a report prints its title lines. */
const TITLE_ROWS = 6;

/**
 * The property a single-property report names in its title line, "OWNER ENTITY - Property Name" (Yardi and
 * other property-management reports): the name after the owner entity. Null when the line prints an address
 * (a property line) or no owner entity.
 */
export function reportTitle(page: ReadPage, headerRow: number): Sourced<string> | null {
  for (let row = Math.max(0, headerRow - TITLE_ROWS); row < headerRow; row++) {
    const filled = (page.rows[row] ?? []).filter((c) => c.trim() !== "");
    const line = normalise(filled[0] ?? "");
    const match = /^(.+?)\s+[-–—]\s+(.+)$/.exec(line);
    if (filled.length !== 1 || !match?.[1] || !match[2] || parsePropertyLine(line)) continue;
    const name = match[2].trim();
    if (ENTITY.test(match[1]) && !ENTITY.test(name) && !NOT_A_NAME.test(name) && name.length <= 60)
      return { value: name, page: page.page, line };
  }
  return null;
}
