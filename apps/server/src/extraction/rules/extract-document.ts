import type { ReadDocument, ReadPage } from "../document";
import { readContacts } from "./contacts";
import { readAddressWithProse } from "./prose-address";
import { reconcileScannedExpenses, reconcileScannedTable } from "./scanned-table";
import { readFacts } from "./facts";
import { detectPropertyKind, detectRole } from "./property-kind";
import { reconcile } from "./reconcile";
import { firstPropertyFacts, keepFirstProperty, portfolioNotes } from "./portfolio";
import { readRentRolls } from "./rent-roll";
import { readStatement } from "./statement";
import { readDocumentLines } from "./statement-document-lines";
import { COMPS_PAGE } from "./text-case";
import { readUnitMix } from "./unit-mix";
import { readShapedMix, rowsForHeadedMix, withoutMixRows, withoutMixTables } from "./unit-mix-shape";
import type { DocumentExtraction, Facts } from "./types";

/**
 * The "rules" strategy for one document: no model, only what the document prints. Tables first (rows a
 * rent roll used are not read again as statement lines), then statements, then labelled facts.
 */
export function extractDocument(doc: ReadDocument): DocumentExtraction {
  const subjectPages = doc.pages.filter(
    (p) =>
      !p.rows
        .slice(0, 3)
        .flat()
        .some((c) => COMPS_PAGE.test(c)),
  );
  // Hidden helper sheets are read only when the visible ones hold no rent roll.
  const visible = subjectPages.filter((p) => !p.hidden);
  // Unit-mix rows (a count of a type, rent ranges, totals) are types of unit, whatever a rent-roll reading made of them.
  const shapedMix = readShapedMix(subjectPages);
  const rollPages = (pages: ReadPage[]) => withoutMixTables(pages, shapedMix);
  const fromVisible = withoutMixRows(readRentRolls(rollPages(visible)), shapedMix);
  const rentRoll =
    fromVisible.units.length > 0 || visible.length === subjectPages.length
      ? fromVisible
      : withoutMixRows(readRentRolls(rollPages(subjectPages)), shapedMix);
  const portfolio = keepFirstProperty(rentRoll);
  const headedMix = readUnitMix(subjectPages, rowsForHeadedMix(rentRoll, shapedMix));
  // Both readings of one table: the headings' unless it stopped short of the rows its shape gives.
  const unitMix = headedMix.rows.length >= shapedMix.rows.length ? headedMix : shapedMix;
  const statement = readStatement(doc.pages, rentRoll.rowsUsed);
  const scannedExpenses = reconcileScannedExpenses(
    doc.pages,
    statement.expenses,
    statement.setAside,
    statement.reported,
  );
  statement.expenses = scannedExpenses.expenses;
  const documentLines = readDocumentLines(subjectPages, rentRoll.rowsUsed);
  const facts: Facts = {
    ...readFacts(doc.pages),
    ...readContacts(doc.pages),
    ...readAddressWithProse(doc.pages),
    // A portfolio's kept property is described by its own heading, not by the page's other properties.
    ...(portfolio ? firstPropertyFacts(portfolio) : {}),
  };
  // On the rent roll's own page, the count its table prints (or its buildings add up to) is the authority.
  const tableCount = rentRoll.reported.unitCount;
  if (tableCount && facts.unitsTotal && facts.unitsTotal.page === tableCount.page) facts.unitsTotal = tableCount;
  // A report's title line ("OWNER LLC - The Heights North") names the property on its own page.
  const title = rentRoll.title;
  if (title && !portfolio && (!facts.propertyName || facts.propertyName.page === title.page))
    facts.propertyName = title;
  // A scanned table's rows held against the count and total the document prints (OCR misreads confidently).
  const scanned = reconcileScannedTable(doc.pages, rentRoll.units, rentRoll.reported, facts.unitsTotal);
  rentRoll.units = scanned.units;
  const propertyKind = detectPropertyKind(doc.pages, rentRoll.units);
  const role = detectRole(
    doc.pages,
    rentRoll.units,
    statement.expenses.length + statement.income.length,
    statement.monthlyColumns,
    facts.price !== undefined,
  );
  const otherIncome = [...rentRoll.otherIncome, ...statement.income];
  // With no rent roll, the unit mix's total is the unit count.
  const mixCount = rentRoll.units.length === 0 && unitMix.unitCount ? { unitCount: unitMix.unitCount } : {};
  const reported = { ...statement.reported, ...mixCount, ...rentRoll.reported };
  const warnings = [...doc.warnings];
  const say = (text: string) => warnings.push(`${doc.fileName}: ${text}`);
  if (propertyKind === "not_residential" && rentRoll.units.length === 0) {
    say("this does not describe a residential property (no units or rent roll); no units were taken from it.");
  }
  const nothing =
    rentRoll.units.length + unitMix.rows.length + statement.expenses.length + statement.income.length === 0 &&
    !facts.price &&
    !facts.address &&
    !facts.unitsTotal;
  if (nothing && propertyKind !== "not_residential")
    say(
      "this does not look like a property document: no rent roll, unit mix, operating statement, price or address was found in it.",
    );
  if (role === "rent_comps")
    say(
      "this is a rent comparables report: the comparable buildings' units and rents were not taken as this property's.",
    );
  if (portfolio) {
    const list = portfolio
      .map((p) => `${p.name} (${p.units.length} unit${p.units.length === 1 ? "" : "s"})`)
      .join("; ");
    say(
      `this file holds ${portfolio.length} properties: ${list}. The first one's units are shown; pick another property above the rent roll to use its units instead.`,
    );
    for (const note of portfolioNotes(portfolio)) say(note);
  }
  for (const note of [...scanned.notes, ...scannedExpenses.notes, ...statement.notes]) say(note);
  if (statement.proFormaOnly) say("its income and expenses are a pro forma (projected), not actual figures.");
  const extraction = {
    fileName: doc.fileName,
    role,
    propertyKind,
    facts,
    units: rentRoll.units,
    unitMix: unitMix.rows,
    ...(portfolio ? { portfolio } : {}),
    expenses: statement.expenses,
    otherIncome,
    reported,
    setAside: statement.setAside,
    ...(documentLines.length > 0 ? { documentLines } : {}),
    warnings,
  };
  warnings.push(...reconcile(extraction));
  return extraction;
}
