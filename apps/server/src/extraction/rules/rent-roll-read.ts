import type { PropertyGroup } from "./rent-roll-groups";
import type { ExtractedUnit, LineItem, ReportedTotals, Sourced } from "./types";

/** What reading a document's rent roll tables gives: units, other income, printed totals, and the rows used. */
export type RentRollRead = {
  units: ExtractedUnit[];
  otherIncome: LineItem[];
  reported: ReportedTotals;
  rowsUsed: Set<string>;
  /** Rows read as units that a person should look at (duplicates, rows after the total). */
  doubtful?: string[];
  /** A portfolio export's property headings, each with its own subtotal line when printed. */
  groups?: PropertyGroup[];
  /** The property a report's title line names ("OWNER LLC - The Heights North"). */
  title?: Sourced<string>;
  /** The property group whose rows the last table read ended in (no subtotal closed it). */
  openGroup?: PropertyGroup | null;
};

export const emptyRead = (): RentRollRead => ({
  units: [],
  otherIncome: [],
  reported: {},
  rowsUsed: new Set(),
  doubtful: [],
  groups: [],
});
