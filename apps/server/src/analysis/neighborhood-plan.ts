import {
  meanRating,
  rateNeighborhood,
  recommendationOf,
  type NeighborhoodAnalysis,
  type NeighborhoodRatings,
  type Property,
} from "@plexwise/core";
import { z } from "zod";
import type { NeighborhoodSourcesConfig } from "../data-sources/neighborhood-config";
import { fetchNeighborhoodData } from "../data-sources/neighborhood-data";
import { withBundledData } from "../data-sources/neighborhood-with-bundled";
import type { LlmClient } from "../llm/types";
import { modelFailure, type NarrationFailure } from "./narrate";
import { neighborhoodNarrator } from "./narrators";
import { PROMPT_VERSIONS } from "./plans";
import type { AnalysisPlan } from "./run-analysis";

export type NeighborhoodDeps = {
  llm: LlmClient | null;
  neighborhoodSources: NeighborhoodSourcesConfig;
  fetch?: typeof fetch;
};

const LABELS = {
  schools: "Schools",
  crime: "Crime (higher is safer)",
  jobs: "Jobs",
  neighborhood: "Neighborhood",
} as const;

function templateNarrative(
  analysis: Pick<NeighborhoodAnalysis, "ratings" | "factors" | "rating_basis">,
  gaps: readonly string[],
): string {
  const gapText = gaps.length > 0 ? ` ${gaps.join(" ")}` : "";
  if (analysis.rating_basis === "none")
    return `No neighbourhood data source is configured or none answered for this address, so there is nothing to rate.${gapText}`;
  const lines = (Object.keys(LABELS) as (keyof NeighborhoodRatings)[]).map((key) => {
    const rating = analysis.ratings[key];
    if (rating === null) return `${LABELS[key]}: no data.`;
    const factors = analysis.factors.filter((f) => f.rating === key && f.score !== null && f.weight > 0);
    const detail = factors.map((f) => `${f.label} scores ${f.score}`).join("; ");
    return `${LABELS[key]}: ${rating} out of 10${detail ? ` (${detail})` : ""}.`;
  });
  const basis =
    analysis.rating_basis === "model_estimate" ? "These ratings are model estimates, not computed from data. " : "";
  return basis + lines.join(" ") + gapText;
}

const rating = z.number().min(0).max(10).nullable();
const estimateSchema = z.object({ schools: rating, crime: rating, jobs: rating, neighborhood: rating });
const ESTIMATE_FORMULA =
  "Model estimate: the language model's own judgement for this ZIP code, not computed from data.";

/**
 * With a model but no data, the model may estimate the ratings; they are labelled as estimates. A failed call is
 * returned, not swallowed: the run then asks the model nothing more.
 */
async function modelEstimate(
  llm: LlmClient,
  ownerId: string,
  p: Property,
): Promise<NeighborhoodRatings | NarrationFailure> {
  const result = await llm.generate({
    userId: ownerId,
    purpose: "neighborhood",
    schema: estimateSchema,
    schemaName: "neighborhood_estimate",
    system:
      "You estimate neighbourhood ratings from general knowledge. Answer null for anything you do not know. Ratings are 0 (worst) to 10 (best); for crime, 10 is safest.",
    prompt: `Estimate schools, crime, jobs and overall neighborhood ratings for ZIP code ${p.zip ?? "unknown"} in ${p.city ?? "an unknown city"}, ${p.state ?? ""}.`,
  });
  if (!result.ok) return modelFailure(result);
  const round = (r: number | null) => (r === null ? null : Math.round(r * 10) / 10);
  const r = result.value;
  return { schools: round(r.schools), crime: round(r.crime), jobs: round(r.jobs), neighborhood: round(r.neighborhood) };
}

export const neighborhoodPlan = (
  deps: NeighborhoodDeps,
  ownerId: string,
  p: Property,
): AnalysisPlan<NeighborhoodAnalysis> => ({
  kind: "neighborhood",
  promptVersion: PROMPT_VERSIONS.neighborhood,
  inputs: {
    zip: p.zip,
    state: p.state,
    city: p.city,
    sources: Object.entries(deps.neighborhoodSources)
      .filter(([, c]) => c)
      .map(([name]) => name),
  },
  build: async () => {
    const live = await fetchNeighborhoodData(
      deps.neighborhoodSources,
      { zip: p.zip, state: p.state },
      deps.fetch ? { fetch: deps.fetch } : {},
    );
    const fetched = withBundledData(live, { zip: p.zip, city: p.city });
    const rated = rateNeighborhood(fetched.data);
    let { ratings, formulas } = rated;
    let basis: NeighborhoodAnalysis["rating_basis"] = rated.rating_basis;
    let failure: NarrationFailure | null = null;
    if (basis === "none" && deps.llm) {
      const estimate = await modelEstimate(deps.llm, ownerId, p);
      if ("failed" in estimate) failure = estimate;
      else if (Object.values(estimate).some((r) => r !== null)) {
        ratings = estimate;
        basis = "model_estimate";
        formulas = {
          schools: ESTIMATE_FORMULA,
          crime: ESTIMATE_FORMULA,
          jobs: ESTIMATE_FORMULA,
          neighborhood: ESTIMATE_FORMULA,
        };
      }
    }
    const factors = basis === "model_estimate" ? [] : rated.factors;
    const analysis: NeighborhoodAnalysis = {
      ratings,
      rating_basis: basis,
      formulas,
      factors,
      overall_recommendation: recommendationOf(ratings),
      narrative: templateNarrative({ ratings, factors, rating_basis: basis }, fetched.gaps),
      attributions: fetched.attributions,
      data_sources: basis === "model_estimate" ? [...fetched.sources, "Model estimate"] : fetched.sources,
      geography: { zip: p.zip, state: p.state },
    };
    const facts = [
      ...Object.values(ratings).filter((r): r is number => r !== null),
      ...factors.flatMap((f) => [f.value, f.score, f.weight].filter((n): n is number => n !== null)),
    ];
    const mean = meanRating(ratings);
    if (mean !== null) facts.push(mean, 7, 4.5, 10);
    const notice = fetched.errors.length > 0 ? `Some data sources did not answer: ${fetched.errors.join("; ")}` : null;
    return { analysis, facts, notice, modelFailure: failure };
  },
  narrator: neighborhoodNarrator as AnalysisPlan<NeighborhoodAnalysis>["narrator"],
});
