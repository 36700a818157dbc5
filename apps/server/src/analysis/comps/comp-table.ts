import {
  addressKey,
  entryFields,
  entrySignature,
  findDistance,
  findRent,
  findSqft,
  findStreetAddress,
  findUnitType,
  rentOfCell,
  sqftOfCell,
  type CompEntry,
  type UnitTypeMatch,
} from "./comp-text";

/**
 * A comp table: one comp per row ("1  123 Main St  2 Bed / 1 Bath  850  $1,450"), or a building's address on a
 * line of its own followed by its unit types. When the table has a header row ("Address  Unit Type  SF  Rent"),
 * rows with as many cells are read by column, so spreadsheet rents without "$" count too; other rows are read
 * by what each piece looks like.
 */

type Role = "address" | "name" | "type" | "beds" | "baths" | "sqft" | "rent" | "distance";
type Header = { width: number } & Partial<Record<Role, number>>;

const ROLES: [Role, RegExp][] = [
  ["address", /^(?:address|street|location)$/i],
  ["name", /^(?:property|property name|building|comp(?:arable)?|name)$/i],
  ["type", /^(?:unit\s*type|type|unit|floor\s*plan|plan|bed\s*\/\s*bath|b[dr]\s*\/\s*ba|unit\s*mix)$/i],
  ["beds", /^(?:beds?|bedrooms?|br|bd|#\s*br)$/i],
  ["baths", /^(?:baths?|bathrooms?|ba|#\s*ba)$/i],
  ["sqft", /^(?:sq\.?\s*ft\.?|sf|size|square\s*feet|unit\s*sf|avg\.?\s*sf|sqft|approx\.?\s*sf)$/i],
  [
    "rent",
    /^(?:rent|monthly\s*rent|asking\s*rent|market\s*rent|avg\.?\s*rent|rent\s*\/\s*mo(?:nth)?|current\s*rent|effective\s*rent|rent\s*\(\$\))$/i,
  ],
  ["distance", /^(?:distance|dist\.?|miles|distance\s*\(mi\.?\))$/i],
];

function headerOf(cells: readonly string[]): Header | null {
  if (cells.some((c) => /\d/.test(c) && !/^#/.test(c))) return null;
  const header: Header = { width: cells.length };
  cells.forEach((cell, index) => {
    const role = ROLES.find(([, pattern]) => pattern.test(cell.trim()))?.[0];
    if (role && header[role] === undefined) header[role] = index;
  });
  return header.rent !== undefined && (header.type !== undefined || header.beds !== undefined) ? header : null;
}

const numberOf = (cell: string | undefined) => {
  const n = cell === undefined ? NaN : Number(cell.replace(/[^\d.]/g, ""));
  return cell !== undefined && /\d/.test(cell) && Number.isFinite(n) ? n : null;
};

function rowByHeader(cells: readonly string[], h: Header): Omit<CompEntry, "subject"> | null {
  const at = (role: Role) => (h[role] === undefined ? undefined : cells[h[role]])?.trim();
  const rentCell = at("rent") ?? "";
  const rent = rentOfCell(rentCell) ?? findRent(rentCell)?.rent ?? null;
  const typed = findUnitType(at("type") ?? "", { short: true });
  const bedsCell = at("beds");
  const beds = bedsCell !== undefined && /studio|eff/i.test(bedsCell) ? 0 : (numberOf(bedsCell) ?? typed?.beds ?? null);
  if (rent === null || beds === null) return null;
  const addressCell = at("address") ?? at("name");
  return {
    signature: entrySignature(cells.join(" ")),
    beds,
    baths: numberOf(at("baths")) ?? typed?.baths ?? null,
    sqft: sqftOfCell(at("sqft") ?? "") ?? findSqft(at("sqft") ?? ""),
    rent,
    low: rent,
    high: rent,
    address: addressCell ? (findStreetAddress(addressCell)?.address ?? addressCell) : null,
    distanceMiles: numberOf(at("distance")) ?? findDistance(at("distance") ?? ""),
  };
}

/** A size in a cell of its own, the nearest one after the unit type (else before it). */
function bareSqft(cells: readonly string[], typeText: string): number | null {
  const typeIndex = cells.findIndex((c) => c.includes(typeText));
  const sizes = cells.map((c, i) => ({ i, n: c.includes("$") ? null : sqftOfCell(c) })).filter((s) => s.n !== null);
  return (sizes.find((s) => s.i > typeIndex) ?? sizes.at(-1))?.n ?? null;
}

const SUMMARY_ROW = /^(?:average|avg\.?|total|totals|median|mean)\b/i;
/** "ONE BEDROOMS", "2 Bedroom Units", "Studios": a section heading for the lines below it. */
function bedHeading(cells: readonly string[]): UnitTypeMatch | null {
  const [only] = cells;
  return cells.length === 1 && only !== undefined && !/\d{3}/.test(only) ? findUnitType(only) : null;
}

export function tableEntries(lines: readonly string[][], subjectKeys: ReadonlySet<string>): CompEntry[] {
  const entries: CompEntry[] = [];
  let header: Header | null = null;
  let building: string | null = null;
  let section: UnitTypeMatch | null = null;
  // "Subject Property  2 Bed / 1 Bath  $1,400" or "(subject)", but not "0.4 miles from subject".
  const isSubject = (cells: readonly string[], address: string | null) =>
    cells.some((c) => /^(?:\(?subject\b)|\(subject\)/i.test(c)) ||
    (address !== null && subjectKeys.has(addressKey(address) ?? ""));

  for (const cells of lines) {
    const line = cells.join("  ");
    const newHeader = headerOf(cells);
    if (newHeader) {
      header = newHeader;
      continue;
    }
    if (header && cells.length === header.width) {
      const row = rowByHeader(cells, header);
      if (row) {
        if (!SUMMARY_ROW.test(cells[0] ?? "")) entries.push({ ...row, subject: isSubject(cells, row.address) });
        continue;
      }
    }
    const street = findStreetAddress(line);
    const rent = findRent(line);
    if (!rent) {
      if (street) building = street.address;
      section = bedHeading(cells) ?? section;
      continue;
    }
    const rest = street ? line.replace(street.text, " ") : line;
    const type = findUnitType(rest, { short: true }) ?? (cells.length === 1 ? section : null);
    if (!type || SUMMARY_ROW.test(cells[0] ?? "")) continue;
    if (street) building = street.address;
    entries.push({
      ...entryFields(line, type, rent, findSqft(rest) ?? bareSqft(cells, type.text)),
      address: building,
      distanceMiles: findDistance(rest),
      subject: isSubject(cells, building),
    });
  }
  return entries;
}
