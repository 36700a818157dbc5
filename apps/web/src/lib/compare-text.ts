/**
 * Orders text as `new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare` does (case ignored,
 * "Unit 9" before "Unit 10"), without creating the collator for text of printable ASCII: a page's first Intl object
 * makes Chromium load its locale data, tens of milliseconds in one task (My Properties sorts by name as it opens).
 * Other text goes to the collator. A fast-check property keeps the two equal (compare-text.test.ts).
 */

// Printable ASCII in the Unicode root collation's order, each letter once (case is ignored), digits apart.
const ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0abcdefghijklmnopqrstuvwxyz";
const WEIGHT = new Map([...ORDER].map((char, i) => [char, i] as const));
const DIGIT_WEIGHT = ORDER.indexOf("0");
/** Longer runs of digits go to the collator (which splits very long numbers its own way). */
const MAX_DIGITS = 30;
const SIMPLE = /^[\x20-\x7e]*$/;

let collator: Intl.Collator | undefined;

export function compareText(a: string, b: string): number {
  const fast = SIMPLE.test(a) && SIMPLE.test(b) ? compareAscii(a, b) : undefined;
  if (fast !== undefined) return fast;
  return (collator ??= new Intl.Collator("en", { sensitivity: "base", numeric: true })).compare(a, b);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const weightOf = (char: string) => WEIGHT.get(char.toLowerCase()) ?? 0;

/** Root-collation order of two printable-ASCII strings, or undefined for a number too long to compare here. */
function compareAscii(a: string, b: string): number | undefined {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const digitA = isDigit(a.charCodeAt(i));
    const digitB = isDigit(b.charCodeAt(j));
    if (digitA && digitB) {
      const endA = digitRunEnd(a, i);
      const endB = digitRunEnd(b, j);
      if (endA - i > MAX_DIGITS || endB - j > MAX_DIGITS) return undefined;
      const order = compareNumbers(a.slice(i, endA), b.slice(j, endB));
      if (order !== 0) return order;
      i = endA;
      j = endB;
      continue;
    }
    const weightA = digitA ? DIGIT_WEIGHT : weightOf(a.charAt(i));
    const weightB = digitB ? DIGIT_WEIGHT : weightOf(b.charAt(j));
    if (weightA !== weightB) return weightA < weightB ? -1 : 1;
    i++;
    j++;
  }
  return Math.sign(a.length - i - (b.length - j));
}

function digitRunEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

/** Two runs of digits by value: leading zeros do not count ("007" equals "7"). */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, "");
  const y = b.replace(/^0+/, "");
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x === y ? 0 : x < y ? -1 : 1;
}
