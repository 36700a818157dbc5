import type { ReadPage } from "../document";
import { titleCaseIfShouting } from "./text-case";
import type { Facts } from "./types";

/**
 * The listing broker: the first email on the earliest page, the phone number nearest to it, and the
 * person's name printed just above them ("Trevor Kovich / 253.779.2408 / tkovich@...").
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
const PERSON = /^([A-Z][a-zA-Z'’-]+(?:\s[A-Z]\.)?(?:\s[A-Z][a-zA-Z'’-]+){1,2})(?:,\s*[A-Z.]{2,6})?$/;
const NOT_A_PERSON =
  /\b(company|realty|real estate|group|partners|inc|llc|apartments?|building|street|avenue|offering|memorandum|services|commercial|properties|capital|advisors|financial|details|marketing)\b/i;
/** Job titles printed on their own line beside a broker's name ("Vice Chair", "Senior Associate"). */
const JOB_TITLE =
  /\b(vice|chair(man|woman)?|president|director|principal|partner|broker|associate|agent|manager|managing|senior|executive|vp|ceo|coo|cfo|founder|officer|advisor|consultant|specialist|investments?|sales|leasing|team|lead|head|analyst|licensed|lic|dre|cre)\b/i;

export function readContacts(pages: ReadPage[]): Partial<Facts> {
  for (const page of pages) {
    const lines = page.rows.map((cells) => cells.join(" | "));
    const emailRow = lines.findIndex((l) => EMAIL.test(l));
    const phoneRow = lines.findIndex((l) => PHONE.test(l));
    if (emailRow < 0 && phoneRow < 0) continue;
    const anchor = emailRow >= 0 ? emailRow : phoneRow;
    const facts: Partial<Facts> = {};
    const email = emailRow >= 0 ? EMAIL.exec(lines[emailRow] ?? "")?.[0] : undefined;
    if (email) facts.realtorEmail = { value: email.toLowerCase(), page: page.page, line: lines[emailRow] ?? "" };
    // The phone printed closest to the email belongs to the same person.
    const phones = lines.map((l, row) => ({ row, match: PHONE.exec(l)?.[0] })).filter((p) => p.match);
    phones.sort((a, b) => Math.abs(a.row - anchor) - Math.abs(b.row - anchor));
    const phone = phones[0]?.match;
    if (phone && Math.abs((phones[0]?.row ?? 0) - anchor) <= 4)
      facts.realtorPhone = { value: phone.trim(), page: page.page, line: lines[phones[0]?.row ?? 0] ?? "" };
    for (let row = Math.min(anchor, phones[0]?.row ?? anchor); row >= Math.max(0, anchor - 5); row--) {
      const cell = page.rows[row]?.find(
        (c) => PERSON.test(titleCaseIfShouting(c)) && !NOT_A_PERSON.test(c) && !JOB_TITLE.test(c),
      );
      if (cell) {
        const name = PERSON.exec(titleCaseIfShouting(cell))?.[1];
        if (name) facts.realtorName = { value: name, page: page.page, line: cell };
        break;
      }
    }
    return facts;
  }
  return {};
}
