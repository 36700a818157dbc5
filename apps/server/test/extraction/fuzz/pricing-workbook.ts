import * as XLSX from "@e965/xlsx";
import type { Building, TruthUnit } from "./building";
import type { Random } from "./random";

/**
 * Broker pricing models and underwriting workbooks for the fuzzer: a rent roll printing current and pro
 * forma rent per unit (either order, $/SF columns beside them) and summary blocks (pricing, unit-mix
 * summary, income summary, financing summary) on the same sheet above or below it, or on sheets of their
 * own. The summaries are never units; the in-place rent is the current column.
 */
type Cell = string | number;
type Sheet = { name: string; rows: Cell[][] };

const typeOf = (u: TruthUnit) => (u.beds === 0 ? "Studio" : `${u.beds} Bed / ${u.baths} Bath`);
const whole = (cents: number) => Math.round(cents) / 100;

function rentRoll(random: Random, building: Building): { rows: Cell[][]; features: string[] } {
  const proFormaFirst = random.chance(0.4);
  const perSf = random.chance(0.6);
  const current = random.pick(["Current Rent", "In-Place Rent", "Actual Rent"]);
  const pro = random.pick(["Pro Forma Rent", "Market Rent", "Projected Rent"]);
  const money = proFormaFirst ? [pro, current] : [current, pro];
  // A broker's grouped header: "Current" and "Pro Forma" over their own "Rent" and "$/SF" columns.
  const grouped = random.chance(0.3);
  const header = grouped
    ? ["Unit", "Type", "SF", "Rent", ...(perSf ? ["$/SF"] : []), "Rent", ...(perSf ? ["$/SF"] : [])]
    : ["Unit", "Type", "SF", ...money, ...(perSf ? ["Current $/SF", "Pro Forma $/SF"] : [])];
  const groups = (proFormaFirst ? ["Pro Forma", "Current"] : ["Current", "Pro Forma"]).flatMap((g) => [
    g,
    ...(perSf ? [""] : []),
  ]);
  const rows: Cell[][] = grouped ? [["", "", "", ...groups], header] : [header];
  for (const u of building.units) {
    const now: Cell = u.rentCents === null ? "Vacant" : whole(u.rentCents);
    const later = whole(u.marketCents);
    const nowSf = u.rentCents === null ? "" : Math.round((u.rentCents / 100 / u.sqft) * 100) / 100;
    const laterSf = Math.round((u.marketCents / 100 / u.sqft) * 100) / 100;
    if (grouped) {
      const pairs: Cell[][] = [
        [now, ...(perSf ? [nowSf] : [])],
        [later, ...(perSf ? [laterSf] : [])],
      ];
      rows.push([u.label, typeOf(u), u.sqft, ...(proFormaFirst ? [...pairs[1]!, ...pairs[0]!] : pairs.flat())]);
      continue;
    }
    rows.push([
      u.label,
      typeOf(u),
      u.sqft,
      ...(proFormaFirst ? [later, now] : [now, later]),
      ...(perSf
        ? [
            u.rentCents === null ? "" : Math.round((u.rentCents / 100 / u.sqft) * 100) / 100,
            Math.round((u.marketCents / 100 / u.sqft) * 100) / 100,
          ]
        : []),
    ]);
  }
  const inPlace = whole(building.units.reduce((s, u) => s + (u.rentCents ?? 0), 0));
  const market = whole(building.units.reduce((s, u) => s + u.marketCents, 0));
  const totals = proFormaFirst ? [market, inPlace] : [inPlace, market];
  rows.push(grouped && perSf ? ["Total", "", "", totals[0]!, "", totals[1]!] : ["Total", "", "", ...totals]);
  return {
    rows,
    features: [
      proFormaFirst ? "pro-forma-first" : "current-first",
      perSf ? "psf" : "no-psf",
      ...(grouped ? ["grouped-header"] : []),
    ],
  };
}

function summaries(random: Random, building: Building): Cell[][][] {
  const units = building.units.length;
  const price = units * random.int(90, 300) * 1000;
  const rent = building.units.reduce((s, u) => s + (u.rentCents ?? 0), 0) / 100;
  const pricing: Cell[][] = [
    ["Pricing Summary"],
    ["Price", price],
    ["Units", units],
    ["Price/Unit", Math.round(price / units)],
    ["Cap Rate", `${random.int(4, 7)}.${random.int(0, 9)}%`],
  ];
  const types = [...new Set(building.units.map(typeOf))];
  const mix: Cell[][] = [
    ["Unit Mix Summary"],
    ["# Units", "Type", "Avg SF", "Current Rent", "Pro Forma Rent"],
    ...types.map((t) => {
      const of = building.units.filter((u) => typeOf(u) === t);
      const leased = of.filter((u) => u.rentCents !== null);
      const avg = (cents: number[]) => Math.round(cents.reduce((s, c) => s + c, 0) / Math.max(1, cents.length)) / 100;
      return [
        of.length,
        t,
        Math.round(of.reduce((s, u) => s + u.sqft, 0) / of.length),
        avg(leased.map((u) => u.rentCents ?? 0)),
        avg(of.map((u) => u.marketCents)),
      ];
    }),
    [units, "Total", "", "", ""],
  ];
  const income: Cell[][] = [
    ["Income Summary", "Current", "Pro Forma"],
    ["Gross Scheduled Rent", Math.round(rent * 12), Math.round(rent * 12 * 1.1)],
    ["Vacancy (3%)", -Math.round(rent * 12 * 0.03), -Math.round(rent * 12 * 1.1 * 0.03)],
    ["Effective Gross Income", Math.round(rent * 12 * 0.97), Math.round(rent * 12 * 1.1 * 0.97)],
  ];
  const loan = Math.round(price * 0.65);
  const financing: Cell[][] = [
    ["Financing Summary"],
    ["Loan Amount", loan],
    ["Interest Rate", "6.25%"],
    ["Amortization (Years)", 30],
    ["Annual Debt Service", Math.round(loan * 0.074)],
  ];
  return random.shuffle([pricing, mix, income, financing]);
}

export type PricingWorkbook = { bytes: Buffer; features: string[]; ext: "xlsx" | "xlsm" };

export function pricingWorkbook(random: Random, building: Building): PricingWorkbook {
  const address = `${building.street}, ${building.city}, ${building.state} ${building.zip}`;
  const roll = rentRoll(random, building);
  const blocks = summaries(random, building);
  const layout = random.pick(["blocks-above", "blocks-below", "sheets"] as const);
  const gap: Cell[][] = [[]];
  const sheets: Sheet[] =
    layout === "sheets"
      ? [
          { name: "Summary", rows: [[address], [], ...blocks.flatMap((b) => [...b, ...gap])] },
          { name: "Rent Roll", rows: roll.rows },
        ]
      : [
          {
            name: "Pricing",
            rows: [
              [`${building.street} - Pricing Model`],
              [address],
              [],
              ...(layout === "blocks-above"
                ? [...blocks.flatMap((b) => [...b, ...gap]), ...roll.rows]
                : [...roll.rows, ...gap, ...blocks.flatMap((b) => [...b, ...gap])]),
            ],
          },
        ];
  const ext = random.chance(0.4) ? "xlsm" : "xlsx";
  const book = XLSX.utils.book_new();
  for (const sheet of random.chance(0.5) ? sheets : [...sheets].reverse())
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  return {
    bytes: XLSX.write(book, { type: "buffer", bookType: ext }) as Buffer,
    features: [`pricing:${layout}`, ext, ...roll.features],
    ext,
  };
}
