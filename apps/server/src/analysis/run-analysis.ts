import { randomUUID } from "node:crypto";
import type { AnalysisKind, AnalysisMeta, StoredAnalysis } from "@plexwise/core";
import type { z } from "zod";
import type { Db } from "../db/client";
import { AppError, rateLimited } from "../errors/app-error";
import type { LlmClient } from "../llm/types";
import { analysisInputHash } from "./input-hash";
import { narrateWith, plainWithNotice, type Narrated, type NarrationFailure } from "./narrate";
import { findAnalysisOf, saveAnalysis, type AnalysisRow } from "./repository";

export type AnalysisDeps = { db: Db; now: () => Date; llm: LlmClient | null };

/** How a model may rewrite an analysis's prose: the schema of its answer and where the answer goes. */
export type Narrator<A, N> = {
  schema: z.ZodType<N>;
  schemaName: string;
  system: string;
  prompt: (analysis: A) => string;
  /** Every piece of prose in the answer, for the number check. */
  texts: (narration: N) => string[];
  /** The phrases of the answer that contradict what code computed: verdict, flags, ratings, comps, ranking. */
  contradictions?: (analysis: A, narration: N) => string[];
  apply: (analysis: A, narration: N) => A;
};

/** One kind of analysis for one property: what it is computed from, and how. */
export type AnalysisPlan<A> = {
  kind: AnalysisKind;
  promptVersion: number;
  /** The facts the analysis depends on; a change in them makes a stored result outdated. */
  inputs: unknown;
  /**
   * The deterministic analysis (every number, rating and verdict) and the numbers its prose may use. A build that
   * asked the model for an estimate and got no answer says so (`modelFailure`): the model is not asked again in
   * the same run, and the failure is handled as a failed narration is (ADR 0007).
   */
  build: () => Promise<{
    analysis: A;
    facts: number[];
    notice?: string | null;
    modelFailure?: NarrationFailure | null;
  }>;
  narrator?: Narrator<A, unknown>;
};

export const planHash = (
  plan: Pick<AnalysisPlan<unknown>, "kind" | "promptVersion" | "inputs">,
  llm: LlmClient | null,
) =>
  analysisInputHash({
    kind: plan.kind,
    promptVersion: plan.promptVersion,
    model: llm?.modelLabel ?? null,
    inputs: plan.inputs,
  });

export function toStored<A>(row: AnalysisRow, currentHash: string): StoredAnalysis<A> {
  const meta: AnalysisMeta = {
    kind: row.kind as AnalysisKind,
    status: row.inputHash === currentHash ? "current" : "outdated",
    generated_at: row.createdAt.toISOString(),
    narration: row.narration === "model" ? "model" : "template",
    model: row.model,
    prompt_version: row.promptVersion,
    notice: row.notice,
  };
  return { analysis: row.result as A, meta };
}

/**
 * Runs one analysis and stores it. The numbers always come from `build`; a configured model only rewrites
 * the prose, and its prose is used only when every number in it matches a fact. When the model call fails,
 * a previous result is left as it was (and the caller gets the reason); with none, the plain text is stored.
 */
export async function runAnalysis<A>(
  deps: AnalysisDeps,
  owner: { ownerId: string; propertyId: string },
  plan: AnalysisPlan<A>,
): Promise<StoredAnalysis<A>> {
  const built = await plan.build();
  const narrated = built.modelFailure
    ? await afterModelFailure(deps, owner, plan.kind, built.analysis, built.modelFailure)
    : await narrate(deps, owner, plan, built);
  const hash = planHash(plan, deps.llm);
  const row = await saveAnalysis(deps.db, {
    id: randomUUID(),
    ownerId: owner.ownerId,
    propertyId: owner.propertyId,
    kind: plan.kind,
    inputHash: hash,
    result: narrated.analysis,
    narration: narrated.narration,
    model: narrated.model,
    promptVersion: plan.promptVersion,
    notice: narrated.notice ?? built.notice ?? null,
    createdAt: deps.now(),
  });
  return toStored<A>(row, hash);
}

async function narrate<A>(
  deps: AnalysisDeps,
  owner: { ownerId: string; propertyId: string },
  plan: AnalysisPlan<A>,
  built: { analysis: A; facts: number[] },
): Promise<Narrated<A>> {
  const narrated = await narrateWith(deps.llm, { userId: owner.ownerId, purpose: plan.kind }, plan.narrator, built);
  if (!("failed" in narrated)) return narrated;
  return afterModelFailure(deps, owner, plan.kind, built.analysis, narrated);
}

/**
 * The model did not answer: a stored result is never replaced by one made without it (the caller is told why,
 * once); with none stored, the plain analysis is stored with the reason.
 */
async function afterModelFailure<A>(
  deps: AnalysisDeps,
  owner: { ownerId: string; propertyId: string },
  kind: AnalysisPlan<A>["kind"],
  analysis: A,
  failure: NarrationFailure,
): Promise<Narrated<A>> {
  const previous = await findAnalysisOf(deps.db, owner.ownerId, owner.propertyId, kind);
  if (!previous) return plainWithNotice(analysis, failure);
  const message = `${failure.text}. Your previous analysis is unchanged.`;
  if (failure.reason === "failed") throw new AppError("upstream_failed", message);
  throw rateLimited(failure.retryAfterSeconds ?? 3600, message);
}
