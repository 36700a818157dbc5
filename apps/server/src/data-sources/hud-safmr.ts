import { z } from "zod";
import type { HudConfig } from "./rent-config";
import { defaultRentHttp, getJsonAnswer, refusalMessage, type RentHttp, type SourceOutcome } from "./rent-http";

/**
 * HUD Fair Market Rents for the building's ZIP, from the HUD User API (Bearer token):
 *   1. ZIP -> county: USPS crosswalk, GET /usps?type=2&query=<zip> -> { data: { results: [{ geoid, res_ratio, ... }] } };
 *      a ZIP spanning counties goes to the one with most of its residential addresses.
 *   2. GET /fmr/data/<county FIPS>99999 -> { data: { smallarea_status, area_name, year, basicdata } }. Where HUD
 *      publishes Small Area FMRs ("1"), basicdata is a list of { zip_code, Efficiency, One-Bedroom, ... } with an
 *      "MSA level" row; otherwise one object for the whole FMR area.
 * Documented at huduser.gov/portal/dataset/fmr-api.html and uspszip-api.html (404 = no data for the value given).
 * An FMR is the 40th percentile of gross rents (rent plus utilities) that a housing voucher pays: a FLOOR for
 * market rent, never a comp.
 */

export const HUD_NAME = "HUD Fair Market Rents";
/** HUD User's terms ask every application using the API to say this where the data is shown. */
export const HUD_ATTRIBUTION = "This product uses the HUD User Data API but is not endorsed or certified by HUD User.";

export type HudFmr = {
  /** Monthly FMR by bedroom count, 0 (efficiency) to 4. */
  fmrByBeds: Record<number, number>;
  /** "zip": the ZIP's own Small Area FMR; "area": the metro or county FMR (no SAFMR for this ZIP). */
  level: "zip" | "area";
  areaName: string | null;
  year: number | null;
  countyFips: string;
};

const BEDROOM_FIELDS = ["Efficiency", "One-Bedroom", "Two-Bedroom", "Three-Bedroom", "Four-Bedroom"] as const;

const amount = z.union([z.number(), z.string()]).nullish().catch(null);
const fmrRowSchema = z.looseObject({
  zip_code: z.union([z.string(), z.number()]).nullish().catch(null),
  Efficiency: amount,
  "One-Bedroom": amount,
  "Two-Bedroom": amount,
  "Three-Bedroom": amount,
  "Four-Bedroom": amount,
});
type FmrRow = z.infer<typeof fmrRowSchema>;

const fmrDataSchema = z.object({
  data: z.looseObject({
    area_name: z.string().nullish().catch(null),
    metro_name: z.string().nullish().catch(null),
    county_name: z.string().nullish().catch(null),
    year: z.union([z.string(), z.number()]).nullish().catch(null),
    basicdata: z.union([z.array(fmrRowSchema), fmrRowSchema]),
  }),
});

const crosswalkResultSchema = z.looseObject({
  geoid: z.union([z.string(), z.number()]).nullish().catch(null),
  county: z.union([z.string(), z.number()]).nullish().catch(null),
  res_ratio: z.union([z.number(), z.string()]).nullish().catch(null),
});
const crosswalkBlock = z.object({ results: z.array(z.unknown()).catch([]) });
const crosswalkSchema = z.object({ data: z.union([crosswalkBlock, z.array(crosswalkBlock)]) });

const toNumber = (value: unknown): number | null => {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value.replace(/[$,]/g, ""))
        : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The county (5-digit FIPS) holding most of the ZIP's residential addresses, or null. */
export function countyOfCrosswalk(body: unknown): string | null {
  const parsed = crosswalkSchema.safeParse(body);
  if (!parsed.success) return null;
  const blocks = Array.isArray(parsed.data.data) ? parsed.data.data : [parsed.data.data];
  const results = blocks.flatMap((b) =>
    b.results.flatMap((r) => {
      const row = crosswalkResultSchema.safeParse(r);
      return row.success ? [row.data] : [];
    }),
  );
  const counties = results
    .map((r) => ({ fips: String(r.geoid ?? r.county ?? "").padStart(5, "0"), share: toNumber(r.res_ratio) ?? 0 }))
    .filter((r) => /^\d{5}$/.test(r.fips) && r.fips !== "00000")
    .sort((a, b) => b.share - a.share);
  return counties[0]?.fips ?? null;
}

function fmrOfRow(row: FmrRow): Record<number, number> {
  const byBeds: Record<number, number> = {};
  BEDROOM_FIELDS.forEach((field, beds) => {
    const value = toNumber(row[field]);
    if (value !== null && value > 0) byBeds[beds] = value;
  });
  return byBeds;
}

/** The ZIP's Small Area FMR row when HUD lists one, else the area's row. */
export function fmrOfData(body: unknown, zip: string, countyFips: string): HudFmr | null {
  const parsed = fmrDataSchema.safeParse(body);
  if (!parsed.success) return null;
  const { basicdata, area_name, metro_name, county_name, year } = parsed.data.data;
  const rows = Array.isArray(basicdata) ? basicdata : [basicdata];
  const zipRow = rows.find((r) => String(r.zip_code ?? "").padStart(5, "0") === zip);
  const areaRow =
    rows.find((r) => /msa level/i.test(String(r.zip_code ?? ""))) ?? (rows.length === 1 ? rows[0] : undefined);
  const row = zipRow ?? areaRow;
  if (!row) return null;
  const fmrByBeds = fmrOfRow(row);
  if (Object.keys(fmrByBeds).length === 0) return null;
  return {
    fmrByBeds,
    level: zipRow ? "zip" : "area",
    areaName: area_name ?? metro_name ?? county_name ?? null,
    year: toNumber(year ?? (row as Record<string, unknown>).year),
    countyFips,
  };
}

/** The FMRs for a ZIP. Never throws: an unknown ZIP or area is "none", a refusal or failure is "error". */
export async function hudFairMarketRents(
  config: HudConfig,
  zip: string,
  http: RentHttp = defaultRentHttp(),
): Promise<SourceOutcome<HudFmr>> {
  if (!/^\d{5}$/.test(zip))
    return { status: "none", message: `HUD Fair Market Rents need a 5-digit ZIP code (got "${zip}").` };
  const headers = { Authorization: `Bearer ${config.token}` };
  const crosswalk = await getJsonAnswer(
    http,
    "HUD User (USPS crosswalk)",
    `${config.baseUrl}/usps?type=2&query=${zip}`,
    headers,
  );
  if (!crosswalk.ok) return { status: "error", message: crosswalk.message };
  if (crosswalk.status === 404) return { status: "none", message: `HUD has no county for ZIP ${zip}.` };
  if (crosswalk.status !== 200)
    return { status: "error", message: refusalMessage("HUD User", crosswalk.status, crosswalk.body) };
  const county = countyOfCrosswalk(crosswalk.body);
  if (!county) return { status: "none", message: `HUD has no county for ZIP ${zip}.` };

  const fmr = await getJsonAnswer(http, "HUD User (FMR)", `${config.baseUrl}/fmr/data/${county}99999`, headers);
  if (!fmr.ok) return { status: "error", message: fmr.message };
  if (fmr.status === 404)
    return { status: "none", message: `HUD publishes no Fair Market Rents for county ${county}.` };
  if (fmr.status !== 200) return { status: "error", message: refusalMessage("HUD User", fmr.status, fmr.body) };
  const value = fmrOfData(fmr.body, zip, county);
  return value
    ? { status: "ok", value }
    : { status: "none", message: `HUD's answer for county ${county} has no Fair Market Rents.` };
}

/** The data-source note: what the figure is, and that it is a floor. */
export function hudNote(fmr: HudFmr, zip: string): string {
  const what =
    fmr.level === "zip"
      ? `Small Area Fair Market Rents for ZIP ${zip}`
      : `Fair Market Rents for ${fmr.areaName ?? `county ${fmr.countyFips}`}`;
  const fy = fmr.year === null ? "" : `FY${fmr.year} `;
  return `${fy}${what}: a floor (the 40th percentile gross rent a housing voucher pays), not market rent and not a comp. ${HUD_ATTRIBUTION}`;
}
