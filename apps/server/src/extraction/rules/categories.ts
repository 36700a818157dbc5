import type { ExpenseCategory } from "@plexwise/core/limits";

/**
 * T-12 account lines and OM expense lines mapped to the SPEC's expense categories. Strong words (taxes,
 * insurance, payroll ...) decide from the line itself; otherwise the statement's sub-heading ("Utilities",
 * "Repairs & Maintenance") decides; otherwise weaker words in the line; otherwise Other.
 */
const STRONG: [ExpenseCategory, RegExp][] = [
  // A vacancy or credit-loss allowance printed among expenses is not a cost of running the building.
  ["Other", /vacan|credit loss|bad debt|reserve/i],
  [
    "Payroll",
    /payroll|salar(y|ies)|wages|employee|worker'?s'? comp|withholding|witholding|fica|futa|suta|contract labor|benefits|on-?site staff/i,
  ],
  ["Taxes", /tax(es)?\b|ad valorem|assessment/i],
  ["Insurance", /insurance|hazard|liability/i],
  ["HOA", /\bhoa\b|home ?owners'? ass|association dues|condo(minium)? fee/i],
  ["Management", /manag(e)?ment|\bmgmt\b|property manager|management fee/i],
  [
    "Utilities",
    /utilit|\belectric\b|electricity|\bgas\b|water|sewer|trash|garbage|refuse|rubbish|waste|cable|internet|\bdsl\b|telephone|phone|heat(ing)? (oil|fuel)|fuel/i,
  ],
];

const WEAK: [ExpenseCategory, RegExp][] = [
  [
    "Maintenance",
    /maint|repair|landscap|grounds|pest|extermin|paint|turnover|make[- ]?ready|clean|janitor|snow|pool|hvac|plumb|appliance|suppl(y|ies)|roof|window|door|fire|alarm|patrol|security|inspection|elevator|carpet|floor|lock|key|gutter|tree|hardware|electrical/i,
  ],
  [
    "Admin",
    /admin|office|legal|accounting|audit|professional|software|data processing|computer|postage|courier|bank|dues|subscription|licen[cs]e|permit|advertis|marketing|leasing|travel|meals|training|printing|eviction|collection|credit check/i,
  ],
];

function match(table: [ExpenseCategory, RegExp][], text: string): ExpenseCategory | null {
  for (const [category, pattern] of table) if (pattern.test(text)) return category;
  return null;
}

/** The category of a heading alone, e.g. "Utilities" or "Interior Repairs & Maintenance"; null when it names two. */
function headingCategory(heading: string): ExpenseCategory | null {
  const strong = STRONG.filter(([, p]) => p.test(heading)).map(([c]) => c);
  if (strong.length === 1) return strong[0] ?? null;
  if (strong.length > 1) return null;
  return match(WEAK, heading);
}

export function categorise(label: string, heading: string | null): ExpenseCategory {
  return match(STRONG, label) ?? (heading ? headingCategory(heading) : null) ?? match(WEAK, label) ?? "Other";
}
