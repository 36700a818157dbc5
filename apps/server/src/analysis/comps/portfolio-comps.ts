import { unitTypeLabel, type Comp, type Unit } from "@plexwise/core";
import { lookupZip } from "../../lib/zip-lookup";
import { zipCentroid } from "../../reference-data/store";

/**
 * The owner's other buildings as comps: every occupied unit with a rent in place, in a building whose ZIP centroid
 * lies within the radius of the subject's. Distances are between ZIP centroids: the Census Bureau's 2020 ZCTA
 * centroids (bundled), or the zipcodes package's point for a ZIP that is no ZCTA (a PO box, a unique ZIP). Two
 * buildings in one ZIP are 0 miles apart; good enough for "nearby", and no geocoder is needed.
 */

export type PortfolioProperty = { address: string; zip: string | null; units: readonly Unit[] };

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Miles between two ZIP centroids to one decimal, or null when either ZIP is unknown. Computed here with the
 * haversine formula: the package's own distance() rounds to whole miles (and its arccosine can give NaN for a ZIP
 * and itself).
 */
function centreOf(zip: string): { latitude: number; longitude: number } | null {
  const five = zip.slice(0, 5);
  return zipCentroid(five) ?? lookupZip(five) ?? null;
}

export function zipDistanceMiles(zipA: string, zipB: string): number | null {
  const a = centreOf(zipA);
  const b = centreOf(zipB);
  if (!a || !b) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(miles * 10) / 10;
}

export function portfolioComps(
  subject: { zip: string | null },
  others: readonly PortfolioProperty[],
  radiusMiles: number,
): Comp[] {
  if (!subject.zip) return [];
  const subjectZip = subject.zip;
  return others.flatMap((property) => {
    const distance = property.zip ? zipDistanceMiles(subjectZip, property.zip) : null;
    if (distance === null || distance > radiusMiles) return [];
    return property.units.flatMap((unit) => {
      if (unit.vacant || unit.monthlyRentCents === null || unit.monthlyRentCents <= 0) return [];
      const label = unit.unitNumber ? `unit ${unit.unitNumber}` : "a unit";
      return [
        {
          source: "portfolio" as const,
          unit_type: unitTypeLabel(unit.beds, unit.baths),
          beds: unit.beds,
          baths: unit.baths,
          sqft: unit.sqft,
          rent: unit.monthlyRentCents / 100,
          address: property.address,
          distance_miles: distance,
          note: `Rent in place at ${label} of your property`,
        },
      ];
    });
  });
}
