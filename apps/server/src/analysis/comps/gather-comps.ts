import { compsForUnitType, formatDollars, type Comp, type CompDataSource, type CompsUnitType } from "@plexwise/core";
import { lookupZip } from "../../lib/zip-lookup";
import { bundledFairMarketRents, NO_BUNDLED_FMR } from "../../data-sources/bundled-fair-market-rents";
import { HUD_NAME, hudFairMarketRents, hudNote } from "../../data-sources/hud-safmr";
import type { RentSourcesConfig } from "../../data-sources/rent-config";
import { defaultRentHttp, type RentHttp } from "../../data-sources/rent-http";
import { RENTCAST_NAME, rentcastComps, rentcastPropertyType, rentcastRentEstimate } from "../../data-sources/rentcast";
import { documentComps } from "./document-comps";
import { portfolioComps, type PortfolioProperty } from "./portfolio-comps";

/**
 * Comparable rents from every source that is available, side by side: the property's own documents, the owner's
 * other properties nearby, RentCast (one estimate per unit type) and HUD's Fair Market Rents (a floor, not a
 * comp). Sources run in parallel with a 10 s limit each; a source that fails is reported in `errors` and in its
 * data-source note, and the others still count. Never throws.
 */

export const DEFAULT_COMPS_RADIUS_MILES = 3;

export type CompsSubject = {
  /** The street address ("14105 Chadron Ave"), or the full one. */
  address: string | null;
  zip: string | null;
  state: string | null;
  city?: string | null;
  /** Units in the building: RentCast is asked about a "Multi-Family" (2-4) or an "Apartment" (5+) building. */
  unitCount?: number | null;
};

/** What one source found. */
export type SourceReport = {
  comps: Comp[];
  dataSource: CompDataSource | null;
  errors: string[];
  fmrByBeds?: Record<number, number>;
};

export type GatheredComps = {
  comps: Comp[];
  fmrByBeds: Record<number, number>;
  dataSources: CompDataSource[];
  errors: string[];
};

/**
 * The seam for a last-resort source (the model estimate): called after the data sources with the unit types none
 * of them found a comp for (none when every type has comps). Its comps must carry source "model_estimate".
 */
export type MissingCompsEstimator = (missing: CompsUnitType[], gathered: GatheredComps) => Promise<SourceReport>;

export type GatherCompsInput = {
  config: RentSourcesConfig;
  subject: CompsSubject;
  unitTypes: readonly CompsUnitType[];
  fullExtract: string | null;
  others: readonly PortfolioProperty[];
  radiusMiles?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  estimateMissing?: MissingCompsEstimator;
};

const zip5 = (zip: string | null) => /^\d{5}/.exec(zip?.trim() ?? "")?.[0] ?? null;
const failure = (source: string, error: unknown) =>
  `${source} failed: ${error instanceof Error ? error.message : String(error)}`;

function fromDocuments(input: GatherCompsInput): SourceReport {
  if (!input.fullExtract?.trim()) return { comps: [], dataSource: null, errors: [] };
  const comps = documentComps(input.fullExtract, { subjectAddress: input.subject.address });
  const note = comps.length
    ? "Rent comparables printed in the property's documents (each comp's note gives the page)."
    : "No rent comparables were found in the property's documents.";
  return { comps, dataSource: { id: "document", name: "Your documents", count: comps.length, note }, errors: [] };
}

function fromPortfolio(input: GatherCompsInput, zip: string | null, radiusMiles: number): SourceReport {
  if (input.others.length === 0) return { comps: [], dataSource: null, errors: [] };
  const comps = portfolioComps({ zip }, input.others, radiusMiles);
  const note = zip
    ? `Rents in place at your properties within ${radiusMiles} miles (measured between ZIP code centres).`
    : "Needs this property's ZIP code to find your properties nearby.";
  return {
    comps,
    dataSource: { id: "portfolio", name: "Your other properties", count: comps.length, note },
    errors: [],
  };
}

/** "Street, City, State Zip", as RentCast asks; an address that already ends in its ZIP is used as it is. */
export function rentcastAddress(subject: CompsSubject, zip: string): string | null {
  const street = subject.address?.trim();
  if (!street) return null;
  if (/\b\d{5}(?:-\d{4})?\s*$/.test(street)) return street;
  const place = lookupZip(zip);
  const city = subject.city?.trim() || place?.city;
  const state = subject.state?.trim() || place?.state;
  return [street, city, [state, zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

async function fromRentcast(
  input: GatherCompsInput,
  zip: string | null,
  radiusMiles: number,
  http: RentHttp,
): Promise<SourceReport> {
  const config = input.config.rentcast;
  if (!config) return { comps: [], dataSource: null, errors: [] };
  const source = (count: number, note: string): CompDataSource => ({
    id: "rentcast",
    name: RENTCAST_NAME,
    count,
    note,
  });
  const address = zip ? rentcastAddress(input.subject, zip) : null;
  if (!address)
    return { comps: [], dataSource: source(0, "Needs the property's street address and ZIP code."), errors: [] };
  const types = input.unitTypes.filter((t) => t.beds !== null);
  if (types.length === 0)
    return { comps: [], dataSource: source(0, "Needs the bedroom count of at least one unit type."), errors: [] };

  const propertyType = rentcastPropertyType(input.subject.unitCount);
  const outcomes = await Promise.all(
    types.map(async (t) => ({
      label: t.label,
      outcome: await rentcastRentEstimate(
        config,
        {
          address,
          bedrooms: t.beds,
          bathrooms: t.baths,
          squareFootage: t.sqft,
          propertyType,
          maxRadiusMiles: radiusMiles,
        },
        http,
      ),
    })),
  );
  const comps = new Map<string, Comp>();
  const lines: string[] = [];
  const errors = new Set<string>();
  outcomes.forEach(({ label, outcome }) => {
    if (outcome.status === "error") errors.add(outcome.message);
    if (outcome.status !== "ok") {
      lines.push(`${label}: no estimate`);
      return;
    }
    const { rent, rentRangeLow: low, rentRangeHigh: high } = outcome.value;
    lines.push(
      `${label}: ${rent > 0 ? formatDollars(rent) : "no estimate"}${low !== null && high !== null && rent > 0 ? ` (${formatDollars(low)}–${formatDollars(high)})` : ""}`,
    );
    for (const comp of rentcastComps(outcome.value))
      comps.set(`${comp.address}|${comp.beds}|${comp.baths}|${comp.rent}`, comp);
  });
  const note = `RentCast's estimate of one unit's rent, from the listings used as comps. ${lines.join("; ")}.`;
  return { comps: [...comps.values()], dataSource: source(comps.size, note), errors: [...errors] };
}

/** The bundled FY2024 Small Area FMR (or county FMR) of the ZIP: the floor when no live HUD source answers. */
function fromBundledHud(input: GatherCompsInput, zip: string | null, why: string | null): SourceReport {
  if (!zip)
    return {
      comps: [],
      dataSource: { id: "hud_safmr", name: HUD_NAME, count: 0, note: "Needs the property's ZIP code." },
      errors: [],
    };
  const fmr = bundledFairMarketRents(zip);
  const prefix = why ? `${why} ` : "";
  if (!fmr)
    return {
      comps: [],
      dataSource: { id: "hud_safmr", name: HUD_NAME, count: 0, note: prefix + NO_BUNDLED_FMR(zip) },
      errors: [],
    };
  const floored = input.unitTypes.filter((t) => t.beds !== null && fmr.fmrByBeds[t.beds] !== undefined).length;
  return {
    comps: [],
    fmrByBeds: fmr.fmrByBeds,
    dataSource: { id: "hud_safmr", name: HUD_NAME, count: floored, note: prefix + fmr.note },
    errors: [],
  };
}

async function fromHud(input: GatherCompsInput, zip: string | null, http: RentHttp): Promise<SourceReport> {
  const config = input.config.hud;
  if (!config || !zip) return fromBundledHud(input, zip, null);
  const source = (count: number, note: string): CompDataSource => ({ id: "hud_safmr", name: HUD_NAME, count, note });
  const outcome = await hudFairMarketRents(config, zip, http);
  if (outcome.status !== "ok") {
    // The live API said nothing usable: the bundled figures stand in, and the note says why.
    const bundled = fromBundledHud(input, zip, `${outcome.message.replace(/\.$/, "")}: the bundled figures stand in.`);
    return { ...bundled, errors: outcome.status === "error" ? [outcome.message] : [] };
  }
  const fmrByBeds = outcome.value.fmrByBeds;
  // The count is how many unit types got a floor: an FMR is never counted as a comp.
  const floored = input.unitTypes.filter((t) => t.beds !== null && fmrByBeds[t.beds] !== undefined).length;
  const note = `${hudNote(outcome.value, zip)} Live from the HUD User API; it replaces the bundled FY2024 figures.`;
  return { comps: [], fmrByBeds, dataSource: source(floored, note), errors: [] };
}

const EMPTY: GatheredComps = { comps: [], fmrByBeds: {}, dataSources: [], errors: [] };

const add = (gathered: GatheredComps, report: SourceReport): GatheredComps => ({
  comps: [...gathered.comps, ...report.comps],
  fmrByBeds: { ...gathered.fmrByBeds, ...report.fmrByBeds },
  dataSources: report.dataSource ? [...gathered.dataSources, report.dataSource] : gathered.dataSources,
  errors: [...gathered.errors, ...report.errors],
});

export async function gatherComps(input: GatherCompsInput): Promise<GatheredComps> {
  const zip = zip5(input.subject.zip);
  const radiusMiles = input.radiusMiles ?? DEFAULT_COMPS_RADIUS_MILES;
  const http = defaultRentHttp({ fetch: input.fetch, timeoutMs: input.timeoutMs });
  const settle = async (name: string, run: () => SourceReport | Promise<SourceReport>): Promise<SourceReport> => {
    try {
      return await run();
    } catch (error) {
      return { comps: [], dataSource: null, errors: [failure(name, error)] };
    }
  };
  const reports = await Promise.all([
    settle("Your documents", () => fromDocuments(input)),
    settle("Your other properties", () => fromPortfolio(input, zip, radiusMiles)),
    settle(RENTCAST_NAME, () => fromRentcast(input, zip, radiusMiles, http)),
    settle(HUD_NAME, () => fromHud(input, zip, http)),
    // The model estimate joins after these, through `estimateMissing`.
  ]);
  const gathered = reports.reduce(add, EMPTY);
  if (!input.estimateMissing) return gathered;
  const missing = input.unitTypes.filter((t) => compsForUnitType(t, gathered.comps).length === 0);
  if (missing.length === 0) return gathered;
  const estimateMissing = input.estimateMissing;
  return add(gathered, await settle("The model estimate", () => estimateMissing(missing, gathered)));
}
