import {
  addressKey,
  entryFields,
  findDistance,
  findRent,
  findSqft,
  findStreetAddress,
  findUnitType,
  type CompEntry,
} from "./comp-text";

/**
 * A comp grid: buildings side by side, one column each, as offering memoranda print them ("AIRO AT SOUTH BAY /
 * 12530 CRENSHAW BLVD ... $2,970 for 680 SF (1 + 1) A1"). The PDF's text comes out line by line across the
 * columns, cells separated by two spaces, and an empty cell leaves no trace. So a cell is placed in its column only
 * when its line fills every column; elsewhere the entry is kept without an address (we cannot tell which building
 * printed it) rather than guessed.
 */

/** The buildings of a grid page: the line whose cells are all street addresses, when it has two or more. */
export function gridColumns(lines: readonly string[][]): string[] | null {
  let best: string[] = [];
  for (const cells of lines) {
    const addresses = cells.map((cell) => findStreetAddress(cell)?.address ?? null);
    if (addresses.every((a) => a !== null) && addresses.length > best.length) best = addresses as string[];
  }
  return best.length >= 2 ? best : null;
}

/** One cell that is a whole entry: a rent and a unit type ("$2,205 - $2,220 for 742 SF (1 + 1) Stillman"). */
export function entryOfCell(cell: string): Omit<CompEntry, "address" | "distanceMiles" | "subject"> | null {
  const rent = findRent(cell);
  const type = findUnitType(cell);
  if (!rent || !type) return null;
  return entryFields(cell, type, rent, findSqft(cell));
}

/** "Notes: 1.2 Miles N of Subject Property" */
const distanceNote = (cell: string) => (cell.includes("$") || cell.length > 80 ? null : findDistance(cell));

export type GridPage = { entries: CompEntry[]; hasSubjectColumn: boolean };

export function gridEntries(
  lines: readonly string[][],
  columns: readonly string[],
  subjectKeys: ReadonlySet<string>,
): GridPage {
  const width = columns.length;
  const subjectColumn = columns.findIndex((address) => subjectKeys.has(addressKey(address) ?? ""));
  const distances: (number | null)[] = columns.map(() => null);
  const unplacedDistances: number[] = [];
  const placed: { entry: NonNullable<ReturnType<typeof entryOfCell>>; column: number | null }[] = [];

  for (const cells of lines) {
    const fillsColumns = cells.length === width;
    cells.forEach((cell, index) => {
      const entry = entryOfCell(cell);
      if (entry) {
        placed.push({ entry, column: fillsColumns ? index : null });
        return;
      }
      const miles = distanceNote(cell);
      if (miles === null) return;
      if (fillsColumns) distances[index] = miles;
      else unplacedDistances.push(miles);
    });
  }

  // One comp column without its distance and one distance note not placed: they belong together.
  const missing = distances.flatMap((d, i) => (d === null && i !== subjectColumn ? [i] : []));
  const [onlyMissing] = missing;
  const [onlyUnplaced] = unplacedDistances;
  if (missing.length === 1 && unplacedDistances.length === 1 && onlyMissing !== undefined && onlyUnplaced !== undefined)
    distances[onlyMissing] = onlyUnplaced;

  const entries = placed.map(({ entry, column }) => ({
    ...entry,
    address: column === null ? null : (columns[column] ?? null),
    distanceMiles: column === null || column === subjectColumn ? null : (distances[column] ?? null),
    subject: column !== null && column === subjectColumn,
  }));
  return { entries, hasSubjectColumn: subjectColumn >= 0 };
}
