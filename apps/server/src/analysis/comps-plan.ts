import {
  compsFacts,
  summarizeComps,
  unitTypesOfRentRoll,
  type Comp,
  type CompsResult,
  type CompsRunRequest,
  type CompsUnitType,
  type Property,
} from "@plexwise/core";
import { z } from "zod";
import type { Db } from "../db/client";
import type { RentSourcesConfig } from "../data-sources/rent-config";
import type { LlmClient } from "../llm/types";
import { listPropertiesOf } from "../properties/repository";
import { DEFAULT_COMPS_RADIUS_MILES, gatherComps, type MissingCompsEstimator } from "./comps/gather-comps";
import { portfolioComps, type PortfolioProperty } from "./comps/portfolio-comps";
import { modelFailure, type NarrationFailure } from "./narrate";

export type CompsDeps = {
  db: Db;
  now: () => Date;
  llm: LlmClient | null;
  rentSources: RentSourcesConfig;
  fetch?: typeof fetch;
};

const estimateSchema = z.object({
  estimates: z
    .array(z.object({ unit_type: z.string(), monthly_rent: z.number().min(0).max(100_000).nullable() }))
    .max(20),
});

/** The last source: the model's own estimate for unit types no data source covered, labelled as such. */
const modelEstimator =
  (llm: LlmClient, ownerId: string, p: Property, failures: NarrationFailure[]): MissingCompsEstimator =>
  async (missing) => {
    const result = await llm.generate({
      userId: ownerId,
      purpose: "comps",
      schema: estimateSchema,
      schemaName: "rent_estimates",
      system:
        "You estimate typical monthly market rents for apartment unit types from general knowledge. Answer null when you do not know.",
      prompt: `ZIP code ${p.zip ?? "unknown"}, ${p.city ?? ""} ${p.state ?? ""}. Estimate the monthly rent for each unit type: ${missing.map((t) => t.label).join("; ")}.`,
    });
    const name = `Model estimate (${llm.modelLabel})`;
    if (!result.ok) {
      failures.push(modelFailure(result));
      return {
        comps: [],
        dataSource: { id: "model_estimate", name, count: 0, note: `No estimate: ${result.message}` },
        errors: [],
      };
    }
    const comps: Comp[] = result.value.estimates.flatMap((estimate) => {
      const type = missing.find((t) => t.label === estimate.unit_type);
      if (!type || estimate.monthly_rent === null || estimate.monthly_rent <= 0) return [];
      const rent = Math.round(estimate.monthly_rent);
      return [
        {
          source: "model_estimate",
          unit_type: type.label,
          beds: type.beds,
          baths: type.baths,
          sqft: null,
          rent,
          address: null,
          distance_miles: null,
          note: "Model estimate, not a market comp",
        },
      ];
    });
    return {
      comps,
      dataSource: {
        id: "model_estimate",
        name,
        count: comps.length,
        note: "A language model's estimate, used only where no data source had a comp.",
      },
      errors: [],
    };
  };

/** The owner's properties other than this one (owner-filtered), with their ZIPs and rent rolls. */
export async function otherPropertiesOf(
  deps: Pick<CompsDeps, "db">,
  ownerId: string,
  p: Property,
): Promise<PortfolioProperty[]> {
  const rows = await listPropertiesOf(deps.db, ownerId);
  return rows.filter((o) => o.id !== p.id).map((o) => ({ address: o.address, zip: o.zip, units: o.units }));
}

/** The rents at the owner's other properties near this one: comps of their own, and part of the comps' inputs. */
export const nearbyComps = (p: Property, others: readonly PortfolioProperty[]): Comp[] =>
  portfolioComps({ zip: p.zip }, others, DEFAULT_COMPS_RADIUS_MILES);

/** Gathers every available comp and summarises it per unit type; the request may name its own address and unit types. */
export async function buildComps(
  deps: CompsDeps,
  ownerId: string,
  p: Property,
  request: CompsRunRequest,
  others: readonly PortfolioProperty[],
): Promise<{ analysis: CompsResult; facts: number[]; notice: string | null; modelFailure: NarrationFailure | null }> {
  // A model that fails to estimate is not asked again for the prose (one deadline per run).
  const failures: NarrationFailure[] = [];
  const unitTypes: CompsUnitType[] = request.unit_types ?? unitTypesOfRentRoll(p.units);
  const gathered = await gatherComps({
    config: deps.rentSources,
    subject: {
      address: request.address ?? p.address,
      zip: p.zip,
      state: p.state,
      city: p.city,
      unitCount: p.unitCount,
    },
    unitTypes,
    fullExtract: p.fullExtract,
    others,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.llm ? { estimateMissing: modelEstimator(deps.llm, ownerId, p, failures) } : {}),
  });
  const analysis = summarizeComps({
    unitTypes,
    comps: gathered.comps,
    fmrByBeds: gathered.fmrByBeds,
    zip: p.zip,
    radiusMiles: DEFAULT_COMPS_RADIUS_MILES,
    asOf: deps.now().toISOString().slice(0, 10),
    dataSources: gathered.dataSources,
  });
  const notice = gathered.errors.length > 0 ? `Some sources did not answer: ${gathered.errors.join("; ")}` : null;
  return { analysis, facts: compsFacts(analysis), notice, modelFailure: failures[0] ?? null };
}
