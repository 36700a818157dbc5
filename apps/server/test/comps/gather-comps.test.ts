import { compsResultSchema, summarizeComps, unitSchema, type CompsUnitType, type Unit } from "@plexwise/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { gatherComps, rentcastAddress, type GatherCompsInput } from "../../src/analysis/comps/gather-comps";
import { parseRentSourcesConfig, type RentSourcesConfig } from "../../src/data-sources/rent-config";
import { FAKE_SAFMR, FAKE_SUBJECT, useFakeRentApis } from "../helpers/fake-rent-apis";

const apis = useFakeRentApis();
let config: RentSourcesConfig;
beforeAll(() => {
  config = parseRentSourcesConfig(apis.env);
});

const unit = (fields: Partial<Unit>): Unit => unitSchema.parse(fields);

const oneBed: CompsUnitType = { label: "1 Bed / 1 Bath", beds: 1, baths: 1, sqft: 700, current_rent: 1800 };
const twoBed: CompsUnitType = { label: "2 Bed / 1 Bath", beds: 2, baths: 1, sqft: 850, current_rent: 2300 };
const bedsUnknown: CompsUnitType = { label: "Units", beds: null, baths: null, sqft: null, current_rent: 1500 };

const OM = [
  "=== om.pdf ===",
  "--- Page 12 ---",
  "Rent Comparables",
  "Address  Unit Type  Sq Ft  Rent",
  "456 Elm St, Hawthorne  1 Bed / 1 Bath  680  $2,050",
  "789 Oak Ave, Hawthorne  2 Bed / 1 Bath  860  $2,450",
].join("\n");

const others = [
  {
    address: "13622 Chadron Ave",
    zip: "90304",
    units: [unit({ unitNumber: "3", beds: 2, baths: 1, sqft: 830, monthlyRentCents: 235_000 })],
  },
];

const input = (overrides: Partial<GatherCompsInput> = {}): GatherCompsInput => ({
  config,
  subject: { address: FAKE_SUBJECT.address, zip: FAKE_SUBJECT.zip, state: FAKE_SUBJECT.state, unitCount: 8 },
  unitTypes: [oneBed, twoBed, bedsUnknown],
  fullExtract: OM,
  others,
  ...overrides,
});

describe("gathering comps from every available source", () => {
  it("runs the documents, the owner's properties, RentCast for each unit type with beds, and HUD's floor, each named with its count", async () => {
    const gathered = await gatherComps(input());

    expect(gathered.errors).toEqual([]);
    const rentcastRequests = apis.requests.filter((r) => r.api === "rentcast");
    expect(
      rentcastRequests.map((r) => [r.query.address, r.query.bedrooms, r.query.propertyType, r.query.maxRadius]),
    ).toEqual([
      ["14105 Chadron Ave, Hawthorne, CA 90250", "1", "Apartment", "3"],
      ["14105 Chadron Ave, Hawthorne, CA 90250", "2", "Apartment", "3"],
    ]);
    expect(gathered.comps.map((c) => c.source)).toEqual([
      "document",
      "document",
      "portfolio",
      ...Array(6).fill("rentcast"),
    ]);
    const safmr = FAKE_SAFMR["90250"];
    expect(gathered.fmrByBeds).toEqual({
      0: safmr.Efficiency,
      1: safmr["One-Bedroom"],
      2: safmr["Two-Bedroom"],
      3: safmr["Three-Bedroom"],
      4: safmr["Four-Bedroom"],
    });
    expect(gathered.dataSources).toEqual([
      {
        id: "document",
        name: "Your documents",
        count: 2,
        note: "Rent comparables printed in the property's documents (each comp's note gives the page).",
      },
      {
        id: "portfolio",
        name: "Your other properties",
        count: 1,
        note: "Rents in place at your properties within 3 miles (measured between ZIP code centres).",
      },
      {
        id: "rentcast",
        name: "RentCast",
        count: 6,
        note: "RentCast's estimate of one unit's rent, from the listings used as comps. 1 Bed / 1 Bath: $2,000 ($1,900–$2,150); 2 Bed / 1 Bath: $2,500 ($2,400–$2,650).",
      },
      {
        id: "hud_safmr",
        name: "HUD Fair Market Rents",
        count: 2,
        note: expect.stringMatching(
          /^FY2026 Small Area Fair Market Rents for ZIP 90250: a floor .*not market rent and not a comp\./,
        ),
      },
    ]);
  });

  it("feeds the summary: a 2 Bed at $2,300 against 5 comps (median $2,450) with HUD's $2,490 as its floor", async () => {
    const gathered = await gatherComps(input({ unitTypes: [twoBed] }));
    const result = summarizeComps({
      unitTypes: [twoBed],
      ...gathered,
      zip: "90250",
      radiusMiles: 3,
      asOf: "2026-11-22",
    });
    expect(compsResultSchema.parse(result)).toEqual(result);
    // comps 2,350 (portfolio), 2,400, 2,450 (document), 2,500, 2,650: median 2,450; (2300 - 2450) / 2450 = -6.1%
    expect(result.summary_json.summary_table[0]).toMatchObject({
      comp_count: 5,
      median_rent: 2450,
      low: 2350,
      high: 2650,
      pct_vs_current: -6.1,
      fmr_floor: 2490,
    });
  });

  it("a refused RentCast key and a failing HUD become errors (one each); the documents, the owner's properties and the bundled FMRs still count", async () => {
    apis.setRentcast("unauthorized");
    apis.setHud("server_error");
    const gathered = await gatherComps(input());
    expect(gathered.errors).toEqual([
      "RentCast refused the credentials (HTTP 401): Invalid API key.",
      "HUD User failed (HTTP 500).",
    ]);
    expect(gathered.comps.map((c) => c.source)).toEqual(["document", "document", "portfolio"]);
    // The bundled HUD Small Area FMR FY2024 of ZIP 90250 stands in for the live answer.
    expect(gathered.fmrByBeds).toEqual({ 0: 1_590, 1: 1_790, 2: 2_270, 3: 2_910, 4: 3_210 });
    expect(gathered.dataSources.map((d) => [d.id, d.count, d.note])).toEqual([
      ["document", 2, expect.any(String)],
      ["portfolio", 1, expect.any(String)],
      [
        "rentcast",
        0,
        "RentCast's estimate of one unit's rent, from the listings used as comps. 1 Bed / 1 Bath: no estimate; 2 Bed / 1 Bath: no estimate.",
      ],
      [
        "hud_safmr",
        2,
        expect.stringMatching(
          /^HUD User failed \(HTTP 500\): the bundled figures stand in\. HUD Small Area FMR FY2024, ZIP 90250 \(Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area\): a floor/,
        ),
      ],
    ]);
  });

  it("a unit type RentCast has no estimate for is not an error; the other unit types still count", async () => {
    apis.setRentcast("no_estimate", 1);
    const gathered = await gatherComps(input());
    expect(gathered.errors).toEqual([]);
    expect(gathered.comps.filter((c) => c.source === "rentcast").map((c) => c.beds)).toEqual([2, 2, 2]);
  });

  it("gives up on a source at its time limit and reports it once", async () => {
    apis.setRentcast("hang");
    apis.setHud("hang");
    const gathered = await gatherComps(input({ timeoutMs: 200 }));
    expect(gathered.errors).toEqual([
      "RentCast did not answer within 0.2 s.",
      "HUD User (USPS crosswalk) did not answer within 0.2 s.",
    ]);
    expect(gathered.comps).toHaveLength(3);
  });

  it("without keys, consults the documents, the owner's properties and the bundled HUD FMRs, and calls nothing", async () => {
    const gathered = await gatherComps(input({ config: { rentcast: null, hud: null } }));
    expect(apis.requests).toEqual([]);
    expect(gathered.dataSources.map((d) => d.id)).toEqual(["document", "portfolio", "hud_safmr"]);
    expect(gathered.fmrByBeds[2]).toBe(2_270);
    expect(gathered.errors).toEqual([]);
  });

  it("without keys, a ZIP outside the bundled HUD data gets no floor and the note says so plainly", async () => {
    const gathered = await gatherComps(
      input({ config: { rentcast: null, hud: null }, subject: { address: "1 Main St", zip: "99999", state: null } }),
    );
    expect(gathered.fmrByBeds).toEqual({});
    expect(gathered.dataSources.find((d) => d.id === "hud_safmr")).toEqual({
      id: "hud_safmr",
      name: "HUD Fair Market Rents",
      count: 0,
      note: "ZIP 99999 is outside the bundled HUD data (no FY2024 Small Area FMR and no county match), so there is no rent floor for it.",
    });
  });

  it("without a ZIP, RentCast and HUD say what they need instead of guessing", async () => {
    const gathered = await gatherComps(
      input({ subject: { address: FAKE_SUBJECT.address, zip: null, state: "CA" }, others: [] }),
    );
    expect(apis.requests).toEqual([]);
    expect(gathered.dataSources.map((d) => [d.id, d.note])).toEqual([
      ["document", expect.any(String)],
      ["rentcast", "Needs the property's street address and ZIP code."],
      ["hud_safmr", "Needs the property's ZIP code."],
    ]);
  });

  it("leaves a seam for the model estimate: called last, with only the unit types no source found comps for", async () => {
    apis.setRentcast("no_estimate");
    const estimateMissing = vi.fn(async (missing: CompsUnitType[]) => ({
      comps: missing.map((t) => ({
        source: "model_estimate" as const,
        unit_type: t.label,
        beds: t.beds,
        baths: t.baths,
        sqft: null,
        rent: 1500,
        address: null,
        distance_miles: null,
        note: "A model's estimate",
      })),
      dataSource: {
        id: "model_estimate" as const,
        name: "Model estimate",
        count: missing.length,
        note: "An estimate, not a comp.",
      },
      errors: [],
    }));
    const gathered = await gatherComps(input({ fullExtract: null, others: [], estimateMissing }));
    expect(estimateMissing).toHaveBeenCalledOnce();
    expect(estimateMissing.mock.calls[0]![0].map((t) => t.label)).toEqual([
      "1 Bed / 1 Bath",
      "2 Bed / 1 Bath",
      "Units",
    ]);
    expect(gathered.dataSources.map((d) => d.id)).toEqual(["rentcast", "hud_safmr", "model_estimate"]);
    expect(gathered.comps.map((c) => c.source)).toEqual(["model_estimate", "model_estimate", "model_estimate"]);

    const failing = await gatherComps(
      input({ fullExtract: null, others: [], estimateMissing: () => Promise.reject(new Error("boom")) }),
    );
    expect(failing.errors).toEqual(["The model estimate failed: boom"]);
  });

  it("addresses RentCast as 'Street, City, State Zip', finding the city from the ZIP when the property has none", () => {
    expect(rentcastAddress({ address: "14105 Chadron Ave", zip: "90250", state: null }, "90250")).toBe(
      "14105 Chadron Ave, Hawthorne, CA 90250",
    );
    expect(
      rentcastAddress({ address: "14105 Chadron Ave, Hawthorne, CA 90250", zip: "90250", state: "CA" }, "90250"),
    ).toBe("14105 Chadron Ave, Hawthorne, CA 90250");
    expect(rentcastAddress({ address: "  ", zip: "90250", state: "CA" }, "90250")).toBeNull();
  });
});
