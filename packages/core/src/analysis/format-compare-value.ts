import type { CompareRow } from "../contracts/analysis";
import { formatDollars, formatDollarsAndCents, formatUpToOneDecimal } from "../money/format-money";
import { numberFormat } from "../money/number-format";

const DASH = "—";
const grouped = numberFormat({ maximumFractionDigits: 2 });

/**
 * A comparison cell as its row's format says: "$1,234,567", "6.25%", "1.32x", "1,250", "7.5 years"; "—" for none.
 * The server rounds values as they are meant to be shown: money keeps cents only on an amount under $1,000 that
 * has them (price per square foot, "$130.21"); larger amounts are whole dollars.
 */
export function formatCompareValue(value: number | null, format: CompareRow["format"]): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  switch (format) {
    case "money":
      if (!Number.isInteger(value) && Math.abs(value) < 1000) return formatDollarsAndCents(value);
      return formatDollars(Math.round(value) === 0 ? 0 : Math.round(value));
    case "percent":
      return `${value.toFixed(2)}%`;
    case "ratio":
      return `${value.toFixed(2)}x`;
    case "years": {
      const text = formatUpToOneDecimal(value);
      return `${text} ${text === "1" ? "year" : "years"}`;
    }
    case "number":
      return grouped.format(value);
  }
}
