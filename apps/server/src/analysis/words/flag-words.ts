import type { ProformaAnalysis, ProformaFlagCode } from "@plexwise/core";
import { claimsInAll, phrasesIn, type ClaimWords } from "../../llm/claim-words";

/**
 * The flags' direction in words: prose may not call expenses high when code flagged them implausibly low, call a
 * DSCR under 1.25x healthy, or a negative cash flow positive, and the reverse when no flag fired. Each rule says
 * which claims contradict the analysis; strong words only where no flag fired ("implausibly low", not "low").
 */
type FlagWords = {
  /** Claims that contradict the analysis when `when` holds. */
  claims: ClaimWords[];
  phrases?: RegExp[];
  when: (a: ProformaAnalysis, flagged: (code: ProformaFlagCode) => boolean) => boolean;
};

const EXPENSES = String.raw`operating expenses?|operating costs?|expense ratio|expenses?|OER`;
const TAXES = String.raw`(?:property )?tax(?:es)?|tax bill`;
const PRO_FORMA = String.raw`pro[- ]?forma rents?|pro[- ]?forma income|projected rents?|projected income`;
const DSCR = String.raw`debt[- ]service coverage(?: ratio)?|debt coverage|DSCR|coverage`;
const CASH_FLOW = String.raw`cash[- ]flows?`;

const RULES: FlagWords[] = [
  {
    // Flagged implausibly low: calling them high or generous contradicts.
    claims: [
      {
        subject: EXPENSES,
        words: String.raw`high|heavy|elevated|generous|conservative|padded|above (?:average|typical|normal|market)`,
      },
    ],
    when: (_a, flagged) => flagged("expense_ratio_low_for_age"),
  },
  {
    // Not flagged: calling them implausibly low contradicts the computed check.
    claims: [
      {
        subject: EXPENSES,
        words: String.raw`(?:implausibly|unrealistically|suspiciously|too|unusually) low|understated|implausible|unrealistic`,
      },
    ],
    when: (a, flagged) => !flagged("expense_ratio_low_for_age") && a.metrics.oer_percent !== null,
  },
  {
    claims: [
      {
        subject: TAXES,
        words: String.raw`already reassessed|reassessed at the (?:purchase )?price|realistic|accurate|in line|fully reassessed|high`,
      },
    ],
    when: (_a, flagged) => flagged("taxes_not_reassessed"),
  },
  {
    claims: [{ subject: TAXES, words: String.raw`understated|too low|under-?assessed|below (?:the )?benchmark` }],
    when: (_a, flagged) => !flagged("taxes_not_reassessed") && !flagged("no_expenses") && !flagged("no_price"),
  },
  {
    claims: [
      {
        subject: PRO_FORMA,
        words: String.raw`realistic|conservative|achievable|modest|reasonable|in line|below (?:rent in place|current rents?|market)`,
      },
    ],
    when: (_a, flagged) => flagged("pro_forma_rents_above_in_place"),
  },
  {
    claims: [
      {
        subject: PRO_FORMA,
        words: String.raw`aggressive|inflated|optimistic|unrealistic|(?:far|well|much) above(?: rent in place| current rents?)?`,
      },
    ],
    when: (a, flagged) =>
      !flagged("pro_forma_rents_above_in_place") && a.metrics.pro_forma_vs_current_delta_percent !== null,
  },
  {
    claims: [
      {
        subject: DSCR,
        words: String.raw`strong|healthy|comfortable|solid|ample|robust|safe|above 1\.25x?|(?:well )?above (?:the )?(?:lender|bank)s?'? (?:minimum|requirement|threshold)`,
      },
    ],
    phrases: [/\bcovers? (?:the|its) debt(?: service)? (?:comfortably|easily|well)\b/i],
    when: (_a, flagged) => flagged("dscr_below_1_25"),
  },
  {
    claims: [
      {
        subject: DSCR,
        words: String.raw`weak|thin|tight|insufficient|inadequate|below 1\.25x?|below (?:the )?(?:lender|bank)s?'? (?:minimum|requirement|threshold)|too low`,
      },
    ],
    when: (a, flagged) => !flagged("dscr_below_1_25") && a.metrics.dscr !== null,
  },
  {
    claims: [{ subject: CASH_FLOW, words: String.raw`positive|strong|healthy|solid|robust` }],
    phrases: [/\bcash[- ]flows? positive(?:ly)?\b/i, /\bmakes money\b/i, /\bis profitable\b/i],
    when: (_a, flagged) => flagged("negative_cash_flow"),
  },
  {
    claims: [{ subject: CASH_FLOW, words: String.raw`negative|a loss|in the red` }],
    phrases: [/\bcash[- ]flows? negative(?:ly)?\b/i, /\bloses money\b/i, /\bloses \$/i],
    when: (a, flagged) => !flagged("negative_cash_flow") && (a.metrics.cash_flow_annual ?? 0) > 0,
  },
];

/** The phrases of `texts` whose direction contradicts the analysis's flags (or their absence), each once. */
export function contradictedFlags(texts: readonly string[], analysis: ProformaAnalysis): string[] {
  const codes = new Set(analysis.flags.map((flag) => flag.code));
  const flagged = (code: ProformaFlagCode) => codes.has(code);
  const found = RULES.filter((rule) => rule.when(analysis, flagged)).flatMap((rule) => [
    ...claimsInAll(texts, rule.claims),
    ...texts.flatMap((text) => phrasesIn(text, rule.phrases ?? [])),
  ]);
  return [...new Set(found)];
}
