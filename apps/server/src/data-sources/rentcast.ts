import { unitTypeLabel, type Comp } from "@plexwise/core";
import { z } from "zod";
import type { RentcastConfig } from "./rent-config";
import {
  bodyMessage,
  defaultRentHttp,
  getJsonAnswer,
  refusalMessage,
  type RentHttp,
  type SourceOutcome,
} from "./rent-http";

/**
 * RentCast's long-term rent AVM (GET /avm/rent/long-term, header X-Api-Key): a rent estimate for ONE unit of a
 * multi-family building, with the rental listings it was computed from. Those listings are our comps.
 * Documented at developers.rentcast.io (rent-estimate-long-term, property-valuation-schema, response-codes):
 * 200 { rent, rentRangeLow, rentRangeHigh, latitude, longitude, comparables: [{ id, formattedAddress, bedrooms,
 * bathrooms, squareFootage, price, distance, lastSeenDate, ... }] }; 404 "no results" (nothing matched, e.g. too
 * few comparables); errors as { status, error, message }. Bedrooms 0 means a studio.
 */

export const RENTCAST_NAME = "RentCast";
/** Comparables per estimate (RentCast accepts 5 to 25; its default is 15). */
export const RENTCAST_COMP_COUNT = 10;

export type RentcastPropertyType = "Apartment" | "Multi-Family";

export type RentcastEstimateRequest = {
  /** "Street, City, State, Zip", as RentCast asks. */
  address: string;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  /** "Multi-Family" for 2-4 units, "Apartment" for 5 or more (RentCast's property types). */
  propertyType: RentcastPropertyType;
  maxRadiusMiles: number;
};

const optionalNumber = z.number().nullish().catch(null);
const optionalString = z.string().nullish().catch(null);

const comparableSchema = z.object({
  id: optionalString,
  formattedAddress: optionalString,
  bedrooms: optionalNumber,
  bathrooms: optionalNumber,
  squareFootage: optionalNumber,
  price: optionalNumber,
  distance: optionalNumber,
  lastSeenDate: optionalString,
});
export type RentcastComparable = z.infer<typeof comparableSchema>;

const estimateSchema = z.object({
  rent: optionalNumber,
  rentRangeLow: optionalNumber,
  rentRangeHigh: optionalNumber,
  comparables: z.array(z.unknown()).nullish().catch(null),
});

export type RentcastEstimate = {
  rent: number;
  rentRangeLow: number | null;
  rentRangeHigh: number | null;
  comparables: RentcastComparable[];
};

export const rentcastPropertyType = (unitCount: number | null | undefined): RentcastPropertyType =>
  unitCount !== null && unitCount !== undefined && unitCount > 0 && unitCount < 5 ? "Multi-Family" : "Apartment";

export function rentcastEstimateUrl(baseUrl: string, request: RentcastEstimateRequest): string {
  const params = new URLSearchParams({ address: request.address, propertyType: request.propertyType });
  if (request.bedrooms !== null) params.set("bedrooms", String(request.bedrooms));
  if (request.bathrooms !== null) params.set("bathrooms", String(request.bathrooms));
  if (request.squareFootage !== null) params.set("squareFootage", String(request.squareFootage));
  params.set("maxRadius", String(request.maxRadiusMiles));
  params.set("compCount", String(RENTCAST_COMP_COUNT));
  return `${baseUrl}/avm/rent/long-term?${params}`;
}

/** One rent estimate. Never throws: a 404 or an empty answer is "none", anything else that fails is "error". */
export async function rentcastRentEstimate(
  config: RentcastConfig,
  request: RentcastEstimateRequest,
  http: RentHttp = defaultRentHttp(),
): Promise<SourceOutcome<RentcastEstimate>> {
  const answer = await getJsonAnswer(http, RENTCAST_NAME, rentcastEstimateUrl(config.baseUrl, request), {
    "X-Api-Key": config.apiKey,
  });
  if (!answer.ok) return { status: "error", message: answer.message };
  if (answer.status === 404) {
    const detail = bodyMessage(answer.body);
    return {
      status: "none",
      message: `RentCast has no rent estimate for this unit type${detail ? ` (${detail})` : ""}.`,
    };
  }
  if (answer.status !== 200)
    return { status: "error", message: refusalMessage(RENTCAST_NAME, answer.status, answer.body) };
  const parsed = estimateSchema.safeParse(answer.body);
  if (!parsed.success) return { status: "error", message: "RentCast answered a rent estimate in an unexpected shape." };
  const comparables = (parsed.data.comparables ?? []).flatMap((c) => {
    const comparable = comparableSchema.safeParse(c);
    return comparable.success ? [comparable.data] : [];
  });
  const rent = parsed.data.rent ?? null;
  if ((rent === null || rent <= 0) && comparables.length === 0)
    return { status: "none", message: "RentCast returned no estimate and no comparables." };
  return {
    status: "ok",
    value: {
      rent: rent ?? 0,
      rentRangeLow: parsed.data.rentRangeLow ?? null,
      rentRangeHigh: parsed.data.rentRangeHigh ?? null,
      comparables,
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The estimate's listings as comps; a listing without a rent is left out. */
export function rentcastComps(estimate: RentcastEstimate): Comp[] {
  return estimate.comparables.flatMap((c) => {
    if (c.price === null || c.price === undefined || c.price <= 0) return [];
    const beds = c.bedrooms ?? null;
    const baths = c.bathrooms ?? null;
    const lastSeen = c.lastSeenDate?.slice(0, 10);
    return [
      {
        source: "rentcast" as const,
        unit_type: unitTypeLabel(beds, baths),
        beds,
        baths,
        sqft: c.squareFootage ?? null,
        rent: c.price,
        address: c.formattedAddress ?? null,
        distance_miles: c.distance === null || c.distance === undefined ? null : round2(c.distance),
        note: lastSeen ? `RentCast listing, last seen ${lastSeen}` : "RentCast listing",
      },
    ];
  });
}
