import PDFKit from "pdfkit";
import { buildDocx } from "../helpers/zip";
import type { Building, TruthUnit } from "./building";
import type { Random } from "./random";

/**
 * Offering-memorandum layouts for the fuzzer: an OM's unit-mix table (counts, rent ranges, $/SF, totals)
 * printed above its rent roll of apartments and commercial suites with $/SF columns; and the prose of an
 * OM that describes the building in sentences. Each returns what it prints and the truth to score.
 */
export type OmLayout = { features: string[]; title: string[]; rows: string[][]; numeric: boolean[]; mixRows: number };

const dollars = (cents: number, decimals = false) =>
  `$${(cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  })}`;
const psf = (cents: number, sqft: number, dollar: boolean) => `${dollar ? "$" : ""}${(cents / 100 / sqft).toFixed(2)}`;

const SUITE_LABELS = [(i: number) => `Suite ${100 + i}`, (i: number) => `Comm. ${i + 1}`, (i: number) => `C-${i + 1}`];
const SUITE_TYPES = ["Commercial", "Retail", "Office"];
const TYPE_STYLES = [
  (u: TruthUnit) => (u.beds === 0 ? "Studio" : `${u.beds} Bed ${u.baths} Bath`),
  (u: TruthUnit) => (u.beds === 0 ? "Studio" : `${u.beds}+${u.baths}`),
  (u: TruthUnit) => (u.beds === 0 ? "Studio" : `${u.beds}BR/${u.baths}BA`),
];

type Space = TruthUnit & { type: string; commercial: boolean; printedCents: number };

/** Suites (some vacant, listed at their asking rent) and a leasing office at $0 join the apartments. */
function spaces(random: Random, building: Building): Space[] {
  const type = random.pick(TYPE_STYLES);
  const homes = building.units.map((u): Space => ({
    ...u,
    type: type(u),
    commercial: false,
    printedCents: u.rentCents ?? u.marketCents,
  }));
  const label = random.pick(SUITE_LABELS);
  const suites = Array.from({ length: random.int(1, 4) }, (_, i): Space => {
    const sqft = random.int(6, 16) * 100;
    const rent = sqft * random.int(250, 350);
    const vacant = random.chance(0.5);
    return {
      label: label(i),
      beds: 0,
      baths: 0,
      sqft,
      rentCents: vacant ? null : rent,
      marketCents: rent + random.int(0, 10) * 2500,
      vacant,
      parkingCents: 0,
      tenant: vacant ? "" : "Mini Market",
      leaseId: "",
      type: random.pick(SUITE_TYPES),
      commercial: true,
      printedCents: rent,
    };
  });
  const office: Space[] = random.chance(0.5)
    ? [
        {
          label: label(suites.length),
          beds: 0,
          baths: 0,
          sqft: 400,
          rentCents: 0,
          marketCents: 0,
          vacant: false,
          parkingCents: 0,
          tenant: "",
          leaseId: "",
          type: "Leasing Office",
          commercial: true,
          printedCents: 0,
        },
      ]
    : [];
  return random.chance(0.5) ? [...suites, ...office, ...homes] : [...homes, ...suites, ...office];
}

const range = (values: number[]) => `${dollars(Math.min(...values))}-${dollars(Math.max(...values))}`;

/** The unit mix: one row per apartment type and per suite, a three-line or one-line header, a total row. */
function mixTable(random: Random, all: Space[], psfDollar: boolean): { rows: string[][]; features: string[] } {
  const groups: [string, Space[]][] = [];
  for (const s of all) {
    const same = s.commercial ? undefined : groups.find(([t, of]) => t === s.type && !of[0]?.commercial);
    if (same) same[1].push(s);
    else groups.push([s.type, [s]]);
  }
  const wrapped = random.chance(0.6);
  const rows: string[][] = wrapped
    ? [
        ["No.", "", "", "", "", "Monthly", "", "", "Monthly"],
        ["", "Unit Type", "Approx. SF", "Current Rent", "Rent/SF", "", "ProForma Rent", "Rent/SF", ""],
        ["Units", "", "", "", "", "Income", "", "", "Income"],
      ]
    : [
        [
          "Units",
          "Unit Type",
          "Avg SF",
          "Rent Range",
          "Rent/SF",
          "Current Income",
          "Pro Forma Range",
          "PF/SF",
          "Pro Forma",
        ],
      ];
  for (const [type, of] of groups) {
    const sqft = Math.round(of.reduce((s, u) => s + u.sqft, 0) / of.length);
    const current = of.reduce((s, u) => s + u.printedCents, 0);
    const market = of.reduce((s, u) => s + u.marketCents, 0);
    rows.push([
      String(of.length),
      type,
      sqft.toLocaleString("en-US"),
      range(of.map((u) => u.printedCents)),
      psf(current / of.length, sqft, psfDollar),
      dollars(current),
      range(of.map((u) => u.marketCents)),
      psf(market / of.length, sqft, psfDollar),
      dollars(market),
    ]);
  }
  const total = all.reduce((s, u) => s + u.printedCents, 0);
  const pro = all.reduce((s, u) => s + u.marketCents, 0);
  rows.push([String(all.length), "Total/Wtd. Avg.", "", "", "", dollars(total), "", "", dollars(pro)]);
  return { rows, features: [wrapped ? "mix:wrapped-header" : "mix:header"] };
}

/** An OM: its unit mix, then its rent roll with $/SF columns, suites among the apartments. */
export function omRentRollLayout(random: Random, building: Building): { layout: OmLayout; truth: Building } {
  const all = spaces(random, building);
  const psfDollar = random.chance(0.5);
  const mix = mixTable(random, all, psfDollar);
  const statusColumn = random.chance(0.5);
  const header = [
    "Unit",
    "Type",
    "Sq. Ft.",
    "Rent",
    "Rent/SF",
    "Market Rent",
    "Market/SF",
    ...(statusColumn ? ["Status"] : []),
  ];
  const roll = all.map((s) => {
    const vacantType = !statusColumn && s.vacant ? `${s.type}/vacant` : s.type;
    return [
      s.label,
      vacantType,
      s.sqft.toLocaleString("en-US"),
      dollars(s.printedCents, true),
      psf(s.printedCents, s.sqft, psfDollar),
      dollars(s.marketCents, true),
      psf(s.marketCents, s.sqft, psfDollar),
      ...(statusColumn ? [s.vacant ? "Vacant" : "Occupied"] : []),
    ];
  });
  const printedTotal = all.reduce((s, u) => s + u.printedCents, 0);
  const total = [
    `${all.length} units`,
    "",
    all.reduce((s, u) => s + u.sqft, 0).toLocaleString("en-US"),
    dollars(printedTotal, true),
    "",
    dollars(
      all.reduce((s, u) => s + u.marketCents, 0),
      true,
    ),
  ];
  const address = `${building.street}, ${building.city}, ${building.state} ${building.zip}`;
  // Most OMs print the mix first; some close the rent roll with it ("Unit Mix" under the total).
  const mixAfter = random.chance(0.3);
  const rows = mixAfter
    ? [["Rent Roll"], header, ...roll, total, ["Unit Mix"], ...mix.rows]
    : [...mix.rows, ["Rent Roll"], header, ...roll, total];
  const numeric = rows.map((r) => r.some((c) => /^\$?\d/.test(c)) && r !== header);
  const truth: Building = { ...building, units: all.map(({ type: _t, commercial: _c, printedCents: _p, ...u }) => u) };
  return {
    layout: {
      features: [
        "om-rent-roll",
        ...mix.features,
        mixAfter ? "mix-after" : "mix-before",
        statusColumn ? "status-column" : "vacant-in-type",
      ],
      title: [`Offering Memorandum  ${address}`],
      rows,
      numeric,
      mixRows: mix.rows.length - (mix.features[0] === "mix:wrapped-header" ? 4 : 2),
    },
    truth,
  };
}

/** What a prose OM states, and the sentences it states it in. */
export type ProseOm = {
  paragraphs: string[];
  truth: { units: number; price: number; yearBuilt: number; street: string; city: string; state: string; zip: string };
  features: string[];
};

const STATE_NAMES: Record<string, string> = {
  IL: "Illinois",
  OH: "Ohio",
  WA: "Washington",
  AZ: "Arizona",
  NC: "North Carolina",
};

export function proseOm(random: Random, building: Building): ProseOm {
  const units = building.units.length;
  const price = units * random.int(80, 400) * 1000;
  const yearBuilt = random.int(1920, 2015);
  const priceText = random.chance(0.3)
    ? `$${(price / 1_000_000).toFixed(3).replace(/\.?0+$/, "")} million`
    : `$${price.toLocaleString("en-US")}`;
  const stateText = random.chance(0.5) ? building.state : (STATE_NAMES[building.state] ?? building.state);
  const place = `${building.city}, ${stateText} ${building.zip}`;
  const where = random.pick([`located at ${building.street}, ${place}`, `at ${building.street} in ${place}`]);
  const intro = random.pick([
    `We are pleased to present an exclusive opportunity to acquire a ${units}-unit apartment community ${where}.`,
    `The subject property is a ${units} unit multifamily building ${where}.`,
    `Situated ${where.replace(/^located /, "")}, the property consists of ${units} apartments.`,
    `This offering is ${units} apartment units ${where}, in ${random.int(2, 6)} two-story buildings.`,
  ]);
  const built = random.pick([
    `The property was built in ${yearBuilt}.`,
    `Constructed in ${yearBuilt}, the building has been well maintained.`,
    `Year built: ${yearBuilt}.`,
  ]);
  const priced = random.pick([
    `It is offered at ${priceText}.`,
    `The asking price of ${priceText} represents a ${random.int(4, 7)}.${random.int(0, 9)}% cap rate.`,
    `The list price is ${priceText}.`,
  ]);
  const sentence = `${built} ${priced}`;
  const aside = random.pick([
    `${random.int(2, Math.max(2, units - 1))} units have been renovated since ${random.int(2016, 2023)}.`,
    `Every unit has in-unit laundry; ${random.int(1, 3)} units are currently vacant.`,
    "Tenants enjoy a pool, covered parking and on-site management.",
  ]);
  return {
    paragraphs: ["Confidential Offering Memorandum", "Investment Overview", intro, sentence, aside],
    truth: {
      units,
      price,
      yearBuilt,
      street: building.street,
      city: building.city,
      state: building.state,
      zip: building.zip,
    },
    features: ["prose-om"],
  };
}

/** Prose as a Word file, or as a PDF in a narrow column so sentences wrap ("offered at" / "$9,350,000"). */
export async function renderProse(paragraphs: string[], format: "docx" | "pdf", width = 260): Promise<Buffer> {
  if (format === "docx") return buildDocx(paragraphs, []);
  return await new Promise<Buffer>((resolve, reject) => {
    const pdf = new PDFKit({ size: "LETTER", margin: 72 });
    const parts: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => parts.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(parts)));
    pdf.on("error", reject);
    for (const text of paragraphs) pdf.fontSize(11).text(text, { width }).moveDown();
    pdf.end();
  });
}
