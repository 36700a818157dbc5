import type { ReadDocument } from "../document";
import { readAddress } from "./address";
import { readContacts } from "./contacts";
import { readFacts } from "./facts";
import { detectPropertyKind, detectRole } from "./property-kind";
import { reconcile } from "./reconcile";
import { readRentRolls } from "./rent-roll";
import { readStatement } from "./statement";
import { COMPS_PAGE } from "./text-case";
import { readUnitMix } from "./unit-mix";
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
  const rentRoll = readRentRolls(subjectPages);
  const unitMix = readUnitMix(subjectPages, rentRoll.rowsUsed);
  const statement = readStatement(doc.pages, rentRoll.rowsUsed);
  const facts: Facts = { ...readFacts(doc.pages), ...readContacts(doc.pages), ...readAddress(doc.pages) };
  // On the rent roll's own page, the count its table prints (or its buildings add up to) is the authority.
  const tableCount = rentRoll.reported.unitCount;
  if (tableCount && facts.unitsTotal && facts.unitsTotal.page === tableCount.page) facts.unitsTotal = tableCount;
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
  if (role === "rent_comps")
    say(
      "this is a rent comparables report: the comparable buildings' units and rents were not taken as this property's.",
    );
  if (statement.proFormaOnly) say("its income and expenses are a pro forma (projected), not actual figures.");
  const extraction = {
    fileName: doc.fileName,
    role,
    propertyKind,
    facts,
    units: rentRoll.units,
    unitMix: unitMix.rows,
    expenses: statement.expenses,
    otherIncome,
    reported,
    setAside: statement.setAside,
    warnings,
  };
  warnings.push(...reconcile(extraction));
  return extraction;
}
