import type { ReadPage } from "../document";
import type { DocumentRole, ExtractedUnit, PropertyKind } from "./types";
import { COMPS_PAGE } from "./text-case";

/**
 * Whether a document describes homes. A warehouse flyer has a price, an address and square feet, but no
 * units: it is reported as not residential instead of being made to look like an apartment building.
 */
const RESIDENTIAL =
  /\b(apartments?|apts|multi-?family|residential|rent roll|tenants?|bedrooms?|studio (?:apartments?|units?)|duplex|triplex|fourplex|quadplex|\d\s*(?:bed|br|bd)s?\b|dwelling|\d{1,4}[- ]units?\b|apartment homes)/gi;
const NOT_RESIDENTIAL =
  /\b(industrial|warehouse|manufacturing|distribution center|docks?|drive-in doors?|clear height|ceiling height|loading|sprinklered|amps|zoning|flex space|office building|creative office|medical office|office space|owner[- ]user|lease rate|sound ?stages?|production (studios?|facilities)|retail center|shopping center|strip (center|mall)|self[- ]storage|hotel|motel|land for sale|acres? of land|nnn|triple net|restaurant)\b/gi;

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

export function detectPropertyKind(pages: ReadPage[], units: ExtractedUnit[]): PropertyKind {
  if (units.length > 0) {
    const commercial = units.filter((u) => u.commercial).length;
    return commercial > 0 && commercial < units.length
      ? "mixed_use"
      : commercial === units.length
        ? "not_residential"
        : "residential";
  }
  const text = pages.map((p) => p.text).join("\n");
  const residential = count(text, RESIDENTIAL);
  const other = count(text, NOT_RESIDENTIAL);
  if (other >= 3 && other > residential * 2) return "not_residential";
  // One mention of homes is enough in a document that names nothing else ("consists of 16 apartments").
  if (residential >= 2 || (residential === 1 && other === 0)) return "residential";
  return "unknown";
}

/** What kind of document this is, which decides how much its figures weigh when files are merged. */
export function detectRole(
  pages: ReadPage[],
  units: ExtractedUnit[],
  statementLines: number,
  monthlyColumns: boolean,
  hasPrice: boolean,
): DocumentRole {
  const text = pages.map((p) => p.text).join("\n");
  const compsPages = pages.filter((p) =>
    p.rows
      .slice(0, 3)
      .flat()
      .some((c) => COMPS_PAGE.test(c)),
  ).length;
  if (compsPages > 0 && compsPages >= pages.length / 2 && units.length === 0) return "rent_comps";
  if (
    monthlyColumns ||
    (/\b(t-?12|trailing (twelve|12)|12 month|operating statement|income statement)\b/i.test(text) &&
      statementLines >= 5 &&
      units.length === 0)
  )
    return "t12";
  if (/offering memorandum|investment offering|confidentiality agreement/i.test(text) || pages.length >= 6)
    return "offering_memorandum";
  if (units.length >= 2 && !hasPrice) return "rent_roll";
  if (pages.length <= 4 && statementLines + units.length > 0) return "listing";
  return pages.length <= 4 ? "listing" : "other";
}
