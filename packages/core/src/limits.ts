/** Account limits shared by the forms and the API. Free of zod, so the web bundle can import them cheaply. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Property limits: beyond these a value is a typo, not a building. */
export const MAX_MONTHLY_CENTS = 100_000_000_00; // $100M a month
export const MAX_PRICE_DOLLARS = 10_000_000_000;
export const MAX_UNITS = 2_000;
export const MAX_ROWS = 2_000;

export const EXPENSE_CATEGORIES = [
  "Taxes",
  "Insurance",
  "Management",
  "Maintenance",
  "Utilities",
  "Payroll",
  "HOA",
  "Admin",
  "Other",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The range of each IRR assumption; outside it a value is a typo (the API refuses it, the dialog ignores it). */
export const IRR_ASSUMPTION_LIMITS = {
  holdYears: { min: 1, max: 30 },
  rentGrowthPct: { min: -20, max: 50 },
  expenseGrowthPct: { min: -20, max: 50 },
  exitCapRatePct: { min: 0.1, max: 30 },
  saleCostsPct: { min: 0, max: 50 },
} as const;

/** Document upload (SPEC section 5 and the extraction issue): per file, per request, and what may be sent. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_REQUEST = 20;
export const MAX_EXTRACT_REQUEST_BYTES = 60 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "heic", "heif"] as const;
export const DOCUMENT_EXTENSIONS = ["pdf", ...PHOTO_EXTENSIONS, "xls", "xlsx", "xlsm", "csv", "doc", "docx"] as const;

/** Photos (SPEC sections 5 and 9): per property, per file, and the largest picture decoded. */
export const MAX_IMAGES_PER_PROPERTY = 35;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MEGAPIXELS = 50;

/** The comparison screen (AI issue): 2 to 4 properties side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
