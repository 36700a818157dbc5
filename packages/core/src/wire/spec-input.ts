import { parseMoneyToCents } from "../money/parse-money";
import type { IrrAssumptionsResponse } from "../contracts/property-response";
import { irrFromResponse } from "./property-wire";

/**
 * The SPEC's payloads (section 7), accepted as they are at the API boundary and converted once, here, into the
 * stored shape: units as { unit_number, rent (monthly dollars), sqft, bedCount or beds, baths }, expenses and other
 * income as { items: [{ label, amount_monthly, amount_annual (dollars), category, source, source_page }], totals },
 * `other_income` for `otherIncome`, `interestRate` for `interestRatePct`, and the IRR dialog's `holdPeriod`,
 * `annualRentGrowth`, ... for the stored `irrAssumptions`. An extraction's own unit and line rows are accepted as
 * they were answered: the provenance only the review shows (`unit_type`, `source_line`, `income_kind`) is dropped;
 * a unit's file and page are kept (the guard holds each file's rows against that file's printed totals).
 * What the server computes or keeps
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
  const {
    unit_number,
    rent,
    bedCount,
    beds,
    market_rent,
    lease_start,
    lease_end,
    concession_monthly,
    unit_type: _shownOnTheReview,
    source_page,
    source_file,
    source_line: _shownOnTheReviewToo,
    ...rest
  } = raw;
  return {
    ...rest,
    unitNumber: unit_number ?? "",
    beds: bedCount ?? beds ?? null,
    monthlyRentCents: cents(rent),
    ...(market_rent === undefined ? {} : { marketRentCents: cents(market_rent) }),
    ...(source_file === undefined ? {} : { sourceFile: source_file }),
    ...(source_page === undefined ? {} : { sourcePage: source_page }),
    ...(lease_start === undefined ? {} : { leaseStart: lease_start }),
    ...(lease_end === undefined ? {} : { leaseEnd: lease_end }),
    ...(concession_monthly === undefined ? {} : { concessionMonthlyCents: cents(concession_monthly) }),
  };
}

function specLine(raw: unknown): unknown {
  if (!isRecord(raw) || has(raw, "amountMonthlyCents")) return raw;
  const {
    amount_monthly,
    amount_annual,
    source_page,
    source_file,
    monthly,
    annual,
    source_line: _shownOnTheReview,
    income_kind: _alsoShownOnTheReview,
    ...rest
  } = raw;
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

/** A document line as answered (t12_monthly, broker_monthly in dollars, snake_case sources) in the stored shape. */
function specDocumentLine(raw: unknown): unknown {
  if (!isRecord(raw) || has(raw, "t12Cents") || has(raw, "brokerCents")) return raw;
  const {
    t12_monthly,
    broker_monthly,
    t12_source_file,
    t12_source_page,
    broker_source_file,
    broker_source_page,
    ...rest
  } = raw;
  const renamed = Object.entries({
    t12Cents: t12_monthly === undefined ? undefined : cents(t12_monthly),
    brokerCents: broker_monthly === undefined ? undefined : cents(broker_monthly),
    t12SourceFile: t12_source_file,
    t12SourcePage: t12_source_page,
    brokerSourceFile: broker_source_file,
    brokerSourcePage: broker_source_page,
  }).filter(([, value]) => value !== undefined);
  return { ...rest, ...Object.fromEntries(renamed) };
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
    rentTotals: _computed,
    ...rest
  } = body;
  const out: Loose = { ...rest };
  if (Array.isArray(rest.units)) out.units = rest.units.map(specUnit);
  if (rest.expenses !== undefined) out.expenses = specLines(rest.expenses);
  const otherIncome = rest.otherIncome ?? other_income;
  if (otherIncome !== undefined) out.otherIncome = specLines(otherIncome);
  if (Array.isArray(rest.documentLines)) out.documentLines = rest.documentLines.map(specDocumentLine);
  if (interestRate !== undefined && !has(rest, "interestRatePct")) out.interestRatePct = interestRate;
  if (isRecord(rest.irrAssumptions) && has(rest.irrAssumptions, "holdPeriod")) {
    out.irrAssumptions = irrFromResponse(rest.irrAssumptions as IrrAssumptionsResponse);
  }
  return out;
}

const SPEC_UNIT_NAMES: Record<string, string[]> = {
  unitNumber: ["unit_number"],
  monthlyRentCents: ["rent"],
  marketRentCents: ["market_rent"],
  leaseStart: ["lease_start"],
  leaseEnd: ["lease_end"],
  concessionMonthlyCents: ["concession_monthly"],
  sourceFile: ["source_file"],
  sourcePage: ["source_page"],
  beds: ["bedCount", "beds"],
};
const SPEC_LINE_NAMES: Record<string, string[]> = {
  amountMonthlyCents: ["amount_monthly", "monthly", "amount_annual", "annual"],
  sourcePage: ["source_page"],
  sourceFile: ["source_file"],
};
const SPEC_DOCUMENT_LINE_NAMES: Record<string, string[]> = {
  t12Cents: ["t12_monthly"],
  brokerCents: ["broker_monthly"],
  t12SourceFile: ["t12_source_file"],
  t12SourcePage: ["t12_source_page"],
  brokerSourceFile: ["broker_source_file"],
  brokerSourcePage: ["broker_source_page"],
};
const SPEC_IRR_NAMES: Record<string, string> = {
  holdYears: "holdPeriod",
  rentGrowthPct: "annualRentGrowth",
  expenseGrowthPct: "annualExpenseGrowth",
  exitCapRatePct: "exitCapRate",
  saleCostsPct: "saleCosts",
};

const sentName = (sent: unknown, names: string[] | undefined, stored: string) =>
  (isRecord(sent) && names?.find((name) => has(sent, name))) || stored;

/**
 * A validation issue's path ("units.0.monthlyRentCents") in the names the client sent ("units.0.rent",
 * "expenses.items.1.amount_annual"), so a SPEC client is told about the field it wrote.
 */
export function specPathOf(path: string, body: unknown): string {
  if (!isRecord(body)) return path;
  const [head, ...rest] = path.split(".");
  if (head === "interestRatePct" && has(body, "interestRate")) return "interestRate";
  if (head === "irrAssumptions" && rest[0] && isRecord(body.irrAssumptions) && has(body.irrAssumptions, "holdPeriod")) {
    return `irrAssumptions.${SPEC_IRR_NAMES[rest[0]] ?? rest[0]}`;
  }
  const [index, field] = rest;
  if (head === "units" && index !== undefined && field && Array.isArray(body.units)) {
    return `units.${index}.${sentName(body.units[Number(index)], SPEC_UNIT_NAMES[field], field)}`;
  }
  if (head === "documentLines" && index !== undefined && field && Array.isArray(body.documentLines)) {
    return `documentLines.${index}.${sentName(body.documentLines[Number(index)], SPEC_DOCUMENT_LINE_NAMES[field], field)}`;
  }
  if ((head === "expenses" || head === "otherIncome") && index !== undefined) {
    const sentKey =
      head === "otherIncome" && !has(body, "otherIncome") && has(body, "other_income") ? "other_income" : head;
    const sent = body[sentKey];
    const list = isRecord(sent) ? (Array.isArray(sent.items) ? "items" : "rows") : null;
    const rows = isRecord(sent) && list ? sent[list] : sent;
    const line = Array.isArray(rows) ? rows[Number(index)] : undefined;
    const name = field ? `.${sentName(line, SPEC_LINE_NAMES[field], field)}` : "";
    return `${sentKey}${list ? `.${list}` : ""}.${index}${name}`;
  }
  return path;
}
