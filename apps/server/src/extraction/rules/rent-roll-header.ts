/**
 * What each column of a rent roll holds, from its heading. AppFolio, Yardi, RealPage and broker tables
 * name the same things differently; these synonyms cover the common spellings.
 */
export const COLUMN_ROLES = [
  "unit",
  "type",
  "bedsBaths",
  "beds",
  "baths",
  "sqft",
  "rent",
  "market",
  "total",
  "status",
  "tenant",
  "leaseStart",
  "leaseEnd",
  "count",
  "annualRent",
  "chargeCode",
  "charge",
  "property",
  "id",
  "ignored",
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** Checked in order: the first pattern that matches the heading decides. */
const ROLE_PATTERNS: [ColumnRole, RegExp][] = [
  // A lease's first and last day, carried to the unit; every other date is ignored below.
  ["leaseStart", /^(lease\s*(start|from|begin\w*)(\s*date)?|move[- ]?in(\s*date)?)$/i],
  ["leaseEnd", /^(lease\s*(end|to|exp\w*)(\s*date)?|(lease\s*)?expiration(\s*date)?|expires)$/i],
  // Per-square-foot rents, deposits, balances and dates are never the rent.
  [
    "ignored",
    /(\bpsf\b|\/\s*sf\b|\/\s*sq\s*f|per\s+(sq|sf)|sf\s*\/|\bdeposit|\bdep\b|balance|past due|\bdate\b|move[- ]?(in|out)|lease (from|to|start|end|exp)|expir|\bnsf\b|% of|bldg\s*%|%|\bavg\b|average)/i,
  ],
  // Identifiers (lease, resident or account codes) are never units or amounts.
  [
    "id",
    /^(lease|resident|resh|tenant|account|customer|occupant|household|person|prospect)\s*(id|code|#|no\.?|number)$|^(id|code|t-code|resh)$/i,
  ],
  ["count", /^(#|no\.?|number)\s*(of\s*)?units?$|^units?\s*count$|^count$|^(total\s*)?units\s*\(?#\)?$/i],
  ["chargeCode", /^(charge|charge\s*(code|type|desc(ription)?)|trans(action)?\s*code|code\s*desc(ription)?)$/i],
  // Per-unit charges besides rent, each in its own column: other income, never rent.
  [
    "charge",
    /^(parking|garage|carport|pet(\s*rent|\s*fee)?|storage|rubs|utilit(y|ies)|utility\s*(reimb\w*|billback|charges?)|trash|water|laundry|other(\s*(income|charges?|fees?))?)$/i,
  ],
  // "Unit/Lease Status" names the status, not a lease rent.
  ["status", /\bstatus$/i],
  ["annualRent", /\b(annual|yearly|per year|\/\s*yr|p\.?a\.?)\b/i],
  [
    "market",
    // "Market + Addl." (Yardi: market rent plus amenity add-ons) is a market rent too.
    /(market|pro\s?-?forma|asking|potential|projected|target)\b.*\b(rent|month|mo\b)|^(market|pro\s?-?forma|asking)$|^market\s*(\+|and|&)\s*add/i,
  ],
  ["rent", /\b(rent|rents|contract|scheduled|actual|current|lease)\b.*|^mo\.? rent$|^monthly$|^rent\b/i],
  ["bedsBaths", /^(bd|bed|beds|br)\s*\/\s*(ba|bath|baths)$|bed\s*\/\s*bath|beds?\s*\/\s*baths?/i],
  ["beds", /^(beds?|bedrooms?|br|bd|bdrm)s?$/i],
  ["baths", /^(baths?|bathrooms?|ba)$/i],
  ["sqft", /(sq\.?\s*f(ee)?t|square\s*f(ee|oo)t|^sf$|sqft|\bsize\b|^feet$|area)/i],
  ["type", /(unit\s*type|floor\s*plan|floorplan|^type$|^plan$|^layout$)/i],
  [
    "unit",
    /^(unit|units|unit\s*#|unit\s*no\.?|unit\s*number|unit\s*id|apt\.?|apartment|suite|space|#|(bldg|building)\s*[/-]\s*unit)$/i,
  ],
  // A portfolio export names each row's property in a column of its own.
  ["property", /^(property|property name|property code|community|site|building name|prop\.?)$/i],
  ["status", /(status|occupancy|occupied|vacan)/i],
  ["tenant", /(tenant|resident|lessee|occupant|name)/i],
  ["total", /^(total|amount|charges|total charges|monthly charges|total billing|total billed|billing)$/i],
];

export function columnRole(heading: string): ColumnRole | null {
  const text = heading.trim();
  if (text === "") return null;
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(text)) return role;
  return null;
}

export type HeaderRoles = Map<ColumnRole, number>;

/** The first column of each role. */
export function rolesOf(headings: string[]): HeaderRoles {
  const roles: HeaderRoles = new Map();
  headings.forEach((heading, i) => {
    const role = columnRole(heading);
    if (role && !roles.has(role)) roles.set(role, i);
  });
  // A lease's own start ("Lease Start") beats the resident's move-in when both are printed.
  const leaseStart = headings.findIndex((h) => /^lease\s*(start|from|begin)/i.test(h.trim()));
  if (leaseStart >= 0) roles.set("leaseStart", leaseStart);
  return roles;
}

/**
 * A rent roll's header names a rent (current, market or a total charge) and a unit or its type.
 * A unit-mix summary ("# of Units", "Unit Type", "Mo Rent") counts units instead of listing them.
 */
export function isRentRollHeader(roles: HeaderRoles): boolean {
  if (roles.has("count")) return false;
  // "Charge Code | Amount" tables list a unit's charges; a unit column makes them a rent roll.
  if (roles.has("chargeCode") && roles.has("unit") && roles.has("total")) return true;
  const hasRent = roles.has("rent") || roles.has("market") || roles.has("total") || roles.has("annualRent");
  const hasUnit = roles.has("unit") || roles.has("type") || roles.has("bedsBaths") || roles.has("beds");
  return hasRent && hasUnit && roles.size >= 2;
}
