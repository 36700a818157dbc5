import { bundledCityCrime, bundledZctaData } from "./bundled-neighborhood";
import type { NeighborhoodDataResult } from "./neighborhood-data";

export type WithBundled = NeighborhoodDataResult & {
  /** Plain sentences on what the bundled data does not cover for this address, for the narrative. */
  gaps: string[];
};

/**
 * Fills the parts no live source answered from the bundled data: the ZIP's Census profile for jobs and
 * neighbourhood, its city's 2019 FBI rates for crime. A live source that answered keeps its part, and the
 * sources say that it replaced the bundled figures. Schools have no bundled source.
 */
export function withBundledData(
  fetched: NeighborhoodDataResult,
  place: { zip: string | null; city: string | null },
): WithBundled {
  const result: WithBundled = { ...fetched, data: { ...fetched.data }, sources: [...fetched.sources], gaps: [] };
  result.attributions = [...fetched.attributions];
  const zip = /^\d{5}/.exec(place.zip?.trim() ?? "")?.[0] ?? null;
  if (!zip) {
    result.gaps.push("The bundled data is looked up by ZIP code, and this property has no 5-digit ZIP.");
    return result;
  }
  const zcta = bundledZctaData(zip);
  if (!zcta) {
    result.gaps.push(
      `ZIP ${zip} is outside the bundled public data (the Census Bureau's 2020 ZIP Code Tabulation Areas), so there are no bundled income, growth, renter or crime figures for it.`,
    );
    return result;
  }
  const replaced: string[] = [];
  if (fetched.data.acs) replaced.push("Census ACS");
  else {
    result.data.zcta = zcta.data;
    result.sources.push(zcta.source);
    result.attributions.push(zcta.attribution);
  }
  if (fetched.data.crime) replaced.push("FBI crime");
  else {
    const crime = bundledCityCrime(zip, place.city);
    if (crime.found) {
      result.data.cityCrime = crime.found.data;
      result.sources.push(crime.found.source);
      result.attributions.push(crime.found.attribution);
    } else {
      result.gaps.push(
        `The FBI's 2019 city table (bundled) has no published rates for ${crime.tried.join(" or ") || `ZIP ${zip}'s city`}, so crime is not rated.`,
      );
    }
  }
  if (replaced.length > 0)
    result.sources.push(`Live figures (${replaced.join(", ")}) replace the bundled ones for this ZIP.`);
  return result;
}
