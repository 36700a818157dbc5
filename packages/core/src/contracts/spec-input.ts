import { parseMoneyToCents } from "../money/parse-money";

/**
 * The SPEC's payloads (section 7), accepted as they are at the API boundary and converted once, here, into the
 * stored shape: units as { unit_number, rent (monthly dollars), sqft, bedCount or beds, baths }, expenses and other
 * income as { items: [{ label, amount_monthly, amount_annual (dollars), category, source, source_page }], totals },
 * `other_income` for `otherIncome`, and `interestRate` for `interestRatePct`. What the server computes or keeps
 * elsewhere is dropped rather than trusted: `aiSummary` and `aiRatings` (the analyses), `attachments` (the photos
 * API); `monthlyMortgagePayment` is accepted by the schemas and never stored (the engine computes it). A payload already in the stored shape passes through.
 */
type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const has = (record: Loose, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Dollars as sent (a number, or text with $ and commas) as cents; anything else is left for the schema to refuse. */
function cents(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== "number" && typeof value !== "string") return value;
  return parseMoneyToCents(value) ?? value;
}

function specUnit(raw: unknown): unknown {
  if (!isRecord(raw) || has(raw, "monthlyRentCents") || has(raw, "unitNumber")) return raw;
  const { unit_number, rent, bedCount, beds, market_rent, ...rest } = raw;
  return {
    ...rest,
    unitNumber: unit_number ?? "",
    beds: bedCount ?? beds ?? null,
    monthlyRentCents: cents(rent),
    ...(market_rent === undefined ? {} : { marketRentCents: cents(market_rent) }),
  };
}

function specLine(raw: unknown): unknown {
  if (!isRecord(raw) || has(raw, "amountMonthlyCents")) return raw;
  const { amount_monthly, amount_annual, source_page, source_file, monthly, annual, ...rest } = raw;
  const monthlyValue = amount_monthly ?? monthly;
  const annualValue = amount_annual ?? annual;
  const annualCents = cents(annualValue);
  return {
    ...rest,
    amountMonthlyCents:
      monthlyValue !== undefined && monthlyValue !== null
        ? cents(monthlyValue)
        : typeof annualCents === "number"
          ? Math.round(annualCents / 12)
          : annualCents,
    ...(source_page === undefined ? {} : { sourcePage: source_page }),
    ...(source_file === undefined ? {} : { sourceFile: source_file }),
  };
}

/** `{ items | rows, totals }` or a plain list, as a list of stored lines. */
function specLines(value: unknown): unknown {
  const list = isRecord(value) ? (value.items ?? value.rows) : value;
  return Array.isArray(list) ? list.map(specLine) : value;
}

export function fromSpecPropertyPayload(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const {
    other_income,
    interestRate,
    aiSummary: _fromTheAnalyses,
    aiRatings: _alsoFromTheAnalyses,
    attachments: _fromThePhotosApi,
    ...rest
  } = body;
  const out: Loose = { ...rest };
  if (Array.isArray(rest.units)) out.units = rest.units.map(specUnit);
  if (rest.expenses !== undefined) out.expenses = specLines(rest.expenses);
  const otherIncome = rest.otherIncome ?? other_income;
  if (otherIncome !== undefined) out.otherIncome = specLines(otherIncome);
  if (interestRate !== undefined && !has(rest, "interestRatePct")) out.interestRatePct = interestRate;
  return out;
}
