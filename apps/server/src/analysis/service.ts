import {
  meanRating,
  type CompsResult,
  type CompsRunRequest,
  type NeighborhoodAnalysis,
  type Property,
  type PropertyAnalyses,
  type StoredAnalysis,
} from "@plexwise/core";
import { toProperty } from "../properties/dto";
import { getProperty } from "../properties/service";
import { buildComps, nearbyComps, otherPropertiesOf, type CompsDeps } from "./comps-plan";
import { neighborhoodPlan, type NeighborhoodDeps } from "./neighborhood-plan";
import { compsPlanOf, performaPlan, summaryPlan } from "./plans";
import { findAnalysisOf, listAnalysesOf, setAiOverallOf } from "./repository";
import { planHash, runAnalysis, toStored, type AnalysisDeps, type AnalysisPlan } from "./run-analysis";

export type AnalysisServiceDeps = AnalysisDeps & NeighborhoodDeps & CompsDeps;

const loadProperty = async (deps: AnalysisServiceDeps, ownerId: string, id: string): Promise<Property> =>
  toProperty(await getProperty(deps, ownerId, id));

/** The plan of each kind, for the outdated check (nothing is fetched or run to build a plan). */
async function plansOf(
  deps: AnalysisServiceDeps,
  ownerId: string,
  p: Property,
): Promise<Record<keyof PropertyAnalyses, AnalysisPlan<unknown>>> {
  return {
    performa: performaPlan(p),
    summary: summaryPlan(p),
    neighborhood: neighborhoodPlan(deps, ownerId, p),
    comps: await compsPlan(deps, ownerId, p, {}),
  } as Record<keyof PropertyAnalyses, AnalysisPlan<unknown>>;
}

/** The owner's other properties are read once: their nearby rents are both an input and a source of the comps. */
async function compsPlan(deps: AnalysisServiceDeps, ownerId: string, p: Property, request: CompsRunRequest) {
  const others = await otherPropertiesOf(deps, ownerId, p);
  return compsPlanOf(p, nearbyComps(p, others), () => buildComps(deps, ownerId, p, request, others));
}

/**
 * GET /api/properties/:id/analyses: the latest of each kind, each marked current or outdated. `read`: the property,
 * when the caller has just read it (a report: a large property is not read twice on the main thread).
 */
export async function listAnalyses(
  deps: AnalysisServiceDeps,
  ownerId: string,
  id: string,
  read?: Property,
): Promise<PropertyAnalyses> {
  const property = read ?? (await loadProperty(deps, ownerId, id));
  const rows = await listAnalysesOf(deps.db, ownerId, id);
  const plans = await plansOf(deps, ownerId, property);
  const stored = <K extends keyof PropertyAnalyses>(kind: K) => {
    const row = rows.find((r) => r.kind === kind);
    return (row ? toStored(row, planHash(plans[kind], deps.llm)) : null) as PropertyAnalyses[K];
  };
  return {
    performa: stored("performa"),
    neighborhood: stored("neighborhood"),
    comps: stored("comps"),
    summary: stored("summary"),
  };
}

const where = (ownerId: string, propertyId: string) => ({ ownerId, propertyId });

export async function analyzePerforma(deps: AnalysisServiceDeps, ownerId: string, id: string) {
  return runAnalysis(deps, where(ownerId, id), performaPlan(await loadProperty(deps, ownerId, id)));
}

export async function analyzeSummary(deps: AnalysisServiceDeps, ownerId: string, id: string) {
  return runAnalysis(deps, where(ownerId, id), summaryPlan(await loadProperty(deps, ownerId, id)));
}

export async function analyzeNeighborhood(
  deps: AnalysisServiceDeps,
  ownerId: string,
  id: string,
): Promise<StoredAnalysis<NeighborhoodAnalysis>> {
  const property = await loadProperty(deps, ownerId, id);
  const stored = await runAnalysis(deps, where(ownerId, id), neighborhoodPlan(deps, ownerId, property));
  await setAiOverallOf(deps.db, ownerId, id, meanRating(stored.analysis.ratings));
  return stored;
}

/** GET /api/properties/:id/comps: the stored comps, or null when none were run. */
export async function getComps(
  deps: AnalysisServiceDeps,
  ownerId: string,
  id: string,
): Promise<StoredAnalysis<CompsResult> | null> {
  const property = await loadProperty(deps, ownerId, id);
  const row = await findAnalysisOf(deps.db, ownerId, id, "comps");
  if (!row) return null;
  return toStored<CompsResult>(row, planHash(await compsPlan(deps, ownerId, property, {}), deps.llm));
}

export async function runComps(deps: AnalysisServiceDeps, ownerId: string, id: string, request: CompsRunRequest) {
  const property = await loadProperty(deps, ownerId, id);
  return runAnalysis(deps, where(ownerId, id), await compsPlan(deps, ownerId, property, request));
}
