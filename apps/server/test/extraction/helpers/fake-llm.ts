import type { LlmClient, LlmRequest, LlmResult } from "../../../src/llm/types";
import type { ExtractionHelp } from "../../../src/extraction/llm/schema";

/**
 * A language model that answers from a script and records every request, for tests of what we send and
 * what we do with the answer. Scripted answers pass through the request's schema, as the real client's do.
 */
export type ScriptedAnswer = {
  [K in keyof ExtractionHelp]?: ExtractionHelp[K] extends unknown[] ? ExtractionHelp[K] : Partial<ExtractionHelp[K]>;
};
type Failure = Extract<LlmResult<unknown>, { ok: false }>;

export const NOTHING: ExtractionHelp = {
  rentRollTables: [],
  units: [],
  expenses: [],
  otherIncome: [],
  printedTotals: { rentRollMonthlyRent: null, totalExpensesAnnual: null, totalIncomeAnnual: null },
  property: {
    address: null,
    city: null,
    state: null,
    zip: null,
    price: null,
    yearBuilt: null,
    squareFeet: null,
    unitCount: null,
  },
};

export function fakeLlm(...script: (ScriptedAnswer | Failure)[]) {
  const requests: LlmRequest<unknown>[] = [];
  const llm: LlmClient = {
    modelLabel: "fake:scripted",
    async generate<T>(request: LlmRequest<T>): Promise<LlmResult<T>> {
      requests.push(request as LlmRequest<unknown>);
      const next = script.shift() ?? {};
      if ("ok" in next) return next;
      const answer = {
        ...NOTHING,
        ...next,
        printedTotals: { ...NOTHING.printedTotals, ...next.printedTotals },
        property: { ...NOTHING.property, ...next.property },
      };
      return {
        ok: true,
        value: request.schema.parse(answer),
        model: "scripted",
        inputTokens: 1,
        outputTokens: 1,
        latencyMs: 1,
      };
    },
  };
  return { llm, requests };
}
