/** The options of Intl.NumberFormat("en-US", …) this formatter takes; `currency` is style "currency" in USD. */
export type NumberFormatOptions = {
  currency?: boolean;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
};

/**
 * What `new Intl.NumberFormat("en-US", options)` gives, for the options above, without ICU: "1,234.5", "-$1,235".
 * The first Intl formatter a page creates makes the browser load its locale data, 20-70 ms on one task before the
 * page can show a price (docs/decisions/0014-production-build.md). Like Intl, it rounds the number's shortest decimal
 * form (1.005 is "1.005", so "1.01") half away from zero; number-format.test.ts checks both agree on any number.
 * Numbers not finite, or 1e21 and over, go to Intl itself.
 */
export function numberFormat(options: NumberFormatOptions = {}): { format: (value: number) => string } {
  const { currency = false } = options;
  const min = options.minimumFractionDigits ?? Math.min(currency ? 2 : 0, options.maximumFractionDigits ?? Infinity);
  const max = options.maximumFractionDigits ?? Math.max(min, currency ? 2 : 3);
  let intl: Intl.NumberFormat | undefined;
  const viaIntl = (value: number) =>
    (intl ??= new Intl.NumberFormat("en-US", {
      ...(currency ? { style: "currency", currency: "USD" } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    })).format(value);

  return {
    format(value) {
      if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return viaIntl(value);
      const { whole, fraction } = rounded(decimal(Math.abs(value)), max);
      let shown = fraction.padEnd(min, "0");
      while (shown.length > min && shown.endsWith("0")) shown = shown.slice(0, -1);
      const sign = value < 0 || Object.is(value, -0) ? "-" : "";
      const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
      return `${sign}${currency ? "$" : ""}${grouped}${shown ? `.${shown}` : ""}`;
    },
  };
}

type Decimal = { whole: string; fraction: string };

/** A non-negative number's shortest decimal form ("1.005", "0.0000001"), as whole and fraction digits. */
function decimal(value: number): Decimal {
  const [mantissa = "", exponent = "0"] = value.toString().split("e");
  const [int = "", frac = ""] = mantissa.split(".");
  let digits = int + frac;
  let point = int.length + Number(exponent);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, "0");
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Rounded to `digits` fraction digits, half away from zero (Intl's "halfExpand"). */
function rounded({ whole, fraction }: Decimal, digits: number): Decimal {
  if (fraction.length <= digits) return { whole, fraction };
  const kept = whole + fraction.slice(0, digits);
  const up = (fraction[digits] ?? "0") >= "5";
  const all = up ? increment(kept) : kept;
  const point = all.length - digits;
  return { whole: all.slice(0, point).replace(/^0+(?=\d)/, ""), fraction: all.slice(point) };
}

/** A string of decimal digits plus one: "0999" -> "1000", "99" -> "100". */
function increment(digits: string): string {
  const chars = [...digits];
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
}
