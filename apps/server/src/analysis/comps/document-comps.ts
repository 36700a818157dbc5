import { formatDollars, unitTypeLabel, type Comp } from "@plexwise/core";
import { gridColumns, gridEntries } from "./comp-grid";
import { tableEntries } from "./comp-table";
import { addressKey, COMP_HEADING, findStreetAddress, splitCells, type CompEntry } from "./comp-text";

/**
 * Rent comparables printed in the property's own documents (an offering memorandum's "Rent Comparables"
 * section), read by rules from the Full Extract: files marked `=== name ===`, pages `--- Page N ---`.
 *
 * Only pages under a rent-comps heading are read (never "Comparable Sales", never the rent roll). The subject
 * building's own rents, which brokers print beside its comps, are left out: the column or row under the subject's
 * address (given, or printed after "Subject Property"), and any entry repeated on every grid page that shows the
 * subject (the subject's column is reprinted on each page). An entry printed on two pages counts once.
 */

export type DocumentPage = { file: string | null; page: number; title: string | null; text: string };

const FILE_MARKER = /^=== (.+) ===$/;
const PAGE_MARKER = /^--- Page (\d+)(?: \((.*)\))?(?: \[OCR\])? ---$/;

export function splitFullExtract(fullExtract: string): DocumentPage[] {
  const pages: DocumentPage[] = [];
  let file: string | null = null;
  let current: DocumentPage | null = null;
  for (const line of fullExtract.split(/\r?\n/)) {
    const fileMatch = FILE_MARKER.exec(line.trim());
    const pageMatch = PAGE_MARKER.exec(line.trim());
    if (fileMatch) {
      file = fileMatch[1] ?? null;
      current = null;
    } else if (pageMatch) {
      current = { file, page: Number(pageMatch[1]), title: pageMatch[2] ?? null, text: "" };
      pages.push(current);
    } else if (current) {
      current.text += `${line}\n`;
    }
  }
  return pages;
}

/** A page under a rent-comps heading: in the sheet's title, or a short line of its own ("Rent Comparables | Multifamily"). */
export function isCompPage(page: DocumentPage): boolean {
  if (page.title && COMP_HEADING.test(page.title)) return true;
  return page.text
    .split("\n")
    .some((line) => splitCells(line).some((cell) => cell.length <= 60 && COMP_HEADING.test(cell)));
}

/** The subject's address key, given and as printed after a "Subject Property" label (same line or the two below). */
function subjectKeysOf(pages: readonly DocumentPage[], subjectAddress: string | null | undefined): Set<string> {
  const keys = new Set<string>();
  const given = subjectAddress ? addressKey(subjectAddress) : null;
  if (given) keys.add(given);
  for (const page of pages) {
    const lines = page.text.split("\n");
    lines.forEach((line, index) => {
      // "SUBJECT PROPERTY" or "Subject: 123 Main St", never prose ("Subject property is located...").
      if (!/^\s*subject(?:\s+property)?\s*(?::| {2}|$)/i.test(line)) return;
      const near = lines
        .slice(index, index + 3)
        .map(findStreetAddress)
        .find(Boolean);
      const key = near ? addressKey(near.address) : null;
      if (key) keys.add(key);
    });
  }
  return keys;
}

type PageEntries = { page: DocumentPage; entries: CompEntry[]; hasSubjectColumn: boolean };

function readPage(page: DocumentPage, subjectKeys: ReadonlySet<string>): PageEntries {
  const lines = page.text
    .split("\n")
    .map(splitCells)
    .filter((cells) => cells.length > 0);
  const columns = gridColumns(lines);
  if (columns) return { page, ...gridEntries(lines, columns, subjectKeys) };
  return { page, entries: tableEntries(lines, subjectKeys), hasSubjectColumn: false };
}

/** Signatures of the subject's own entries: placed under it, or reprinted on every grid page that shows it. */
function subjectSignatures(pages: readonly PageEntries[]): Set<string> {
  const signatures = new Set(pages.flatMap((p) => p.entries.filter((e) => e.subject).map((e) => e.signature)));
  const withSubject = pages.filter((p) => p.hasSubjectColumn);
  if (withSubject.length >= 2) {
    const onPages = new Map<string, number>();
    for (const p of withSubject)
      for (const sig of new Set(p.entries.map((e) => e.signature))) onPages.set(sig, (onPages.get(sig) ?? 0) + 1);
    for (const [sig, count] of onPages) if (count === withSubject.length) signatures.add(sig);
  }
  return signatures;
}

function toComp(entry: CompEntry, page: DocumentPage): Comp {
  const where = page.file ? `p. ${page.page} of ${page.file}` : `p. ${page.page}`;
  const printed = entry.low === entry.high ? "" : ` (printed ${formatDollars(entry.low)}–${formatDollars(entry.high)})`;
  return {
    source: "document",
    unit_type: unitTypeLabel(entry.beds, entry.baths),
    beds: entry.beds,
    baths: entry.baths,
    sqft: entry.sqft,
    rent: entry.rent,
    address: entry.address,
    distance_miles: entry.distanceMiles,
    note: `${where}${printed}`,
  };
}

export function documentComps(fullExtract: string, options: { subjectAddress?: string | null } = {}): Comp[] {
  const compPages = splitFullExtract(fullExtract).filter(isCompPage);
  const subjectKeys = subjectKeysOf(compPages, options.subjectAddress);
  const read = compPages.map((page) => readPage(page, subjectKeys));
  const subject = subjectSignatures(read);
  const seen = new Map<string, { comp: Comp; page: string }>();
  for (const { page, entries } of read) {
    const pageId = `${page.file}#${page.page}`;
    for (const [index, entry] of entries.entries()) {
      if (entry.subject || subject.has(entry.signature)) continue;
      // The same printed entry on another page is one comp (kept with the address, if either page placed it).
      const previous = seen.get(entry.signature);
      if (previous && previous.page !== pageId) {
        if (previous.comp.address === null && entry.address !== null) previous.comp.address = entry.address;
        continue;
      }
      seen.set(previous ? `${entry.signature}#${pageId}#${index}` : entry.signature, {
        comp: toComp(entry, page),
        page: pageId,
      });
    }
  }
  return [...seen.values()].map((v) => v.comp);
}
