import type { DocumentLineKind } from "../contracts/document-lines";
import type { ExpenseCategory } from "../limits";

/**
 * One chart of accounts for every line (the T-12's, the broker's, yours), so "Broker vs yours" lines up row by row
 * and the NOI bridge walks account by account. Income accounts first, then expenses, in the order an operating
 * statement prints them.
 */
export const ACCOUNTS = [
  { key: "gross_potential_rent", label: "Gross potential rent", side: "income" },
  { key: "loss_to_lease", label: "Loss-to-lease", side: "income" },
  { key: "vacancy", label: "Vacancy", side: "income" },
  { key: "concessions", label: "Concessions", side: "income" },
  { key: "bad_debt", label: "Bad debt", side: "income" },
  { key: "other_income", label: "Other income", side: "income" },
  { key: "taxes", label: "Taxes", side: "expense" },
  { key: "insurance", label: "Insurance", side: "expense" },
  { key: "utilities", label: "Utilities", side: "expense" },
  { key: "repairs_maintenance", label: "Repairs and maintenance", side: "expense" },
  { key: "turnover", label: "Turnover", side: "expense" },
  { key: "payroll", label: "Payroll", side: "expense" },
  { key: "management", label: "Management", side: "expense" },
  { key: "administration", label: "Administration", side: "expense" },
  { key: "marketing", label: "Marketing", side: "expense" },
  { key: "contract_services", label: "Contract services", side: "expense" },
  { key: "reserves", label: "Reserves", side: "expense" },
  { key: "other_expense", label: "Other expenses", side: "expense" },
] as const;
export type AccountKey = (typeof ACCOUNTS)[number]["key"];

export const accountOrder = (key: AccountKey): number => ACCOUNTS.findIndex((a) => a.key === key);
export const accountLabel = (key: AccountKey): string => ACCOUNTS[accountOrder(key)]?.label ?? key;
export const isIncomeAccount = (key: AccountKey): boolean => ACCOUNTS[accountOrder(key)]?.side === "income";

/**
 * A statement's total or subtotal, never a line of its own: "Total Expenses", "Net Operating Income", "Effective
 * Gross Income", "Gross Operating Income", "Total Operating Expenses", "Subtotal".
 */
export const isTotalLabel = (label: string): boolean =>
  /^\s*(sub)?total\b|\btotals?\s*$|net operating income|^\s*noi\b|effective gross|gross operating income|total (operating )?(income|expenses?)|operating expenses\s*total/i.test(
    label,
  );

/** What a statement takes off its rents, whatever column or kind it was read as. */
const ADJUSTMENT_RULES: [RegExp, AccountKey][] = [
  [/loss[\s-]*to[\s-]*lease|gain\s*\/\s*loss/i, "loss_to_lease"],
  [/concession|free rent|rent discount/i, "concessions"],
  [/bad debt|write[\s-]?offs?|uncollect|collection loss/i, "bad_debt"],
  [/vacan|credit loss|economic loss/i, "vacancy"],
];

const INCOME_RULES: [RegExp, AccountKey][] = [
  [
    /^(gross\s+)?(potential|scheduled|market)?\s*(gross\s+)?(rent(al)?s?( income| revenue)?|gpr)\s*$/i,
    "gross_potential_rent",
  ],
  [
    /potential (gross|rental) income|gross potential|scheduled (gross )?rent|rental income|apartment rent/i,
    "gross_potential_rent",
  ],
];

const EXPENSE_RULES: [RegExp, AccountKey][] = [
  [/reserve|replacement|cap\s*ex/i, "reserves"],
  [/tax/i, "taxes"],
  [/insur/i, "insurance"],
  [/payroll|salar|wages?\b|on[\s-]?site|staff|personnel|superintendent|super\b|resident manager/i, "payroll"],
  [/turn\s*over|make[\s-]?ready|unit (prep|turn)|cleaning|carpet|painting|decorat/i, "turnover"],
  [/manag/i, "management"],
  [/utilit|water|sewer|electric|\bgas\b|trash|refuse|garbage|rubbish|heating|fuel/i, "utilities"],
  [/advertis|marketing|leasing|promotion/i, "marketing"],
  [
    /contract|landscap|gardening|pest|exterminat|elevator|security|snow|pool|janitor|fire (alarm|sprinkler)/i,
    "contract_services",
  ],
  [/repair|maint|r\s*&\s*m/i, "repairs_maintenance"],
  [
    /admin|office|legal|accounting|professional|licen[cs]e|permit|bank|g\s*&\s*a|general|telephone|software/i,
    "administration",
  ],
];

const CATEGORY_ACCOUNTS: Partial<Record<ExpenseCategory, AccountKey>> = {
  Taxes: "taxes",
  Insurance: "insurance",
  Management: "management",
  Maintenance: "repairs_maintenance",
  Utilities: "utilities",
  Payroll: "payroll",
  Admin: "administration",
};

/** The account a line belongs to, by its kind, its label and (for expenses) its category. */
export function accountOf(label: string, kind: DocumentLineKind, category: ExpenseCategory | null): AccountKey {
  const adjustment = ADJUSTMENT_RULES.find(([rule]) => rule.test(label))?.[1];
  if (adjustment) return adjustment;
  if (kind === "rent") return "gross_potential_rent";
  if (kind === "income") return INCOME_RULES.find(([rule]) => rule.test(label))?.[1] ?? "other_income";
  const byLabel = EXPENSE_RULES.find(([rule]) => rule.test(label))?.[1];
  return byLabel ?? (category ? CATEGORY_ACCOUNTS[category] : undefined) ?? "other_expense";
}
