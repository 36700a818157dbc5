import { normalise } from "./cells";

/** What the rows of a rent roll look like: the patterns its readers share. */
export const TOTAL_ROW =
  /^(total|totals|grand total|sub-?total|summary|\d+\s+units?\b|total units|weighted|average|avg\b|occupancy|occupied|vacant units|all units)/i;
export const AVERAGE_ROW = /^(averages?|avg\b|weighted|wtd\b)/i;
export const OTHER_INCOME_ROW =
  /\b(parking|garage|carport|storage|laundry|rubs|utility reimb|pet rent|pet fee|signage|billboard|antenna|cell tower|late fee|vending)\b/i;
export const VACANT = /\b(vacant|vacancy|unrented|unoccupied|available|model|down unit)\b/i;
export const COMMERCIAL = /\b(commercial|retail|shop|store|office|restaurant|salon)\b/i;
/** A section of a property-management export whose rows are not this month's units. */
export const END_SECTION =
  /^(future residents?|applicants?|pending|summary( groups?)?|unit mix|floor ?plan summary|occupancy summary|rent roll summary|statistics|totals? by|recap)\b/i;
export const VACANT_SECTION = /^(vacant|vacancies|vacant units|available units)\b/i;
export const OCCUPIED_SECTION = /^(current|occupied|notice|residents?|current\/notice)\b/i;
/** A future resident's row (an applicant signed for a vacant unit listed above it): not a unit of its own. */
export const FUTURE_RESIDENT = /^(applicant|future|pending|approved|prospect)\b/i;
/** What a unit's name looks like: "101", "2B", "A", "Apt 3", "B-204", "12/2". */
export const UNIT_LABEL = /^(?:[a-z]{0,4}[-# ]?)?\d{1,5}[a-z]?(?:[-/]\d{1,4}[a-z]?)?$|^[a-z]{1,2}\d{0,3}$/i;

/**
 * A total, subtotal or average line, whatever table it is in: its first cell says so ("Total", "89 Units",
 * "Averages") or a cell is a lone "Totals:". Its figures sum or average the rows, so they never describe one unit.
 */
export const isTotalLine = (raw: readonly string[]): boolean =>
  TOTAL_ROW.test(normalise(raw[0] ?? "")) || raw.some((c) => /^(grand )?totals?:?$/i.test(c.trim()));
