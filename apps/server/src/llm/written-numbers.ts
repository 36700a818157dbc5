/** A number as it appears in prose: "$1.2M" is mantissa 1.2, one decimal, scale 1e6. */
export type WrittenNumber = {
  /** Exactly as written, e.g. "$1,234,567", "-3.2%", "1.25x", "$450K". */
  text: string;
  /** The digits' value, without sign or scale. */
  mantissa: number;
  /** Digits written after the decimal point: the precision the writer claims. */
  decimals: number;
  /** 1, or 1e3 / 1e6 / 1e9 for K, M (MM), B and the words thousand, million, billion. */
  scale: number;
  kind: "plain" | "percent" | "ratio";
  negative: boolean;
};

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

// Not glued to a word or another number ("COVID19", "1.2.3"), and not the number of a label such as
// "T-12" or "I-95"; a hyphen after a digit ("2-4 units", "6%-7%") is a range, so the second number counts.
const NUMBER = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}_.])(?<!\p{L}[-‐‑])`,
    String.raw`(?<sign>[-−–](?=\$?[\d.]))?`,
    String.raw`(?<currency>\$)?`,
    String.raw`(?<digits>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`,
    String.raw`(?:(?<scale>mm|bn|[kmb])(?![\p{L}\p{N}])|\s?(?<scaleWord>thousand|million|billion)\b)?`,
    String.raw`(?:\s?(?<percent>%|percent\b)|(?<ratio>[x×])(?![\p{L}\p{N}]))?`,
  ].join(""),
  "giu",
);

/** Every number written in `text`, in order. Numbers written as words ("twelve") are not numbers here. */
export function findWrittenNumbers(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const groups = match.groups ?? {};
    const digits = (groups.digits ?? "").replaceAll(",", "");
    const scaleName = (groups.scale ?? groups.scaleWord ?? "").toLowerCase();
    found.push({
      text: match[0].trim(),
      mantissa: Number(digits),
      decimals: digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0,
      scale: SCALES[scaleName] ?? 1,
      kind: groups.percent ? "percent" : groups.ratio ? "ratio" : "plain",
      negative: Boolean(groups.sign),
    });
  }
  return found;
}
