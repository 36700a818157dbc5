import type { Building, TruthUnit } from "./building";
import type { Random } from "./random";

/**
 * One way a rent roll is printed: which columns, in which order, under which headings, with which
 * furniture (a wrapped header, a total row, a unit-mix summary under it, a title with the address).
 * `rows` is what the page shows, cell by cell; the renderers lay them out in each format.
 */
export type Layout = { features: string[]; title: string[]; rows: string[][]; numeric: boolean[] };

type Column = { key: string; headings: string[]; value: (u: TruthUnit, fmt: Money) => string; numeric: boolean };
type Money = (cents: number) => string;

const TYPE_STYLES: ((u: TruthUnit) => string)[] = [
  (u) => `${u.beds}/${u.baths}.00`,
  (u) => (u.beds === 0 ? "Studio" : `${u.beds}BR/${u.baths}BA`),
  (u) => (u.beds === 0 ? "Studio" : `${u.beds} Bed / ${u.baths} Bath`),
];

const MONEY_STYLES: Money[] = [
  (c) => `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: 2 })}`,
  (c) => (c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  (c) => (c % 100 === 0 ? String(c / 100) : (c / 100).toFixed(2)),
];

const date = (random: Random) =>
  `${String(random.int(1, 12)).padStart(2, "0")}/${String(random.int(1, 28)).padStart(2, "0")}/${random.int(2015, 2025)}`;

function columns(random: Random, vacancyShown: "status" | "tenant" | "rent"): Column[] {
  const type = random.pick(TYPE_STYLES);
  const all: Column[] = [
    { key: "unit", headings: ["Unit", "Unit #", "Apt", "Unit No."], value: (u) => u.label, numeric: false },
    { key: "type", headings: ["Unit Type", "BD/BA", "Bed/Bath", "Floor Plan"], value: type, numeric: false },
    {
      key: "sqft",
      headings: ["Sq Ft", "SF", "Sqft", "Size"],
      value: (u) => u.sqft.toLocaleString("en-US"),
      numeric: true,
    },
    {
      key: "tenant",
      headings: ["Tenant", "Resident", "Tenant Name"],
      value: (u) => (u.vacant ? "VACANT" : u.tenant),
      numeric: false,
    },
    { key: "status", headings: ["Status"], value: (u) => (u.vacant ? "Vacant-Unrented" : "Current"), numeric: false },
    {
      key: "market",
      headings: ["Market Rent", "Market", "Pro Forma Rent", "Asking Rent"],
      value: (u, m) => m(u.marketCents),
      numeric: true,
    },
    {
      key: "rent",
      headings: ["Rent", "Current Rent", "Actual Rent", "Contract Rent", "Scheduled Rent"],
      value: (u, m) => (u.rentCents === null ? (vacancyShown === "rent" ? "VACANT" : "") : m(u.rentCents)),
      numeric: true,
    },
    {
      key: "parking",
      headings: ["Parking"],
      value: (u, m) => (u.parkingCents ? m(u.parkingCents) : ""),
      numeric: true,
    },
    {
      key: "psf",
      headings: ["$/SF", "Rent/SF", "Rent PSF"],
      value: (u) => (u.rentCents === null ? "" : (u.rentCents / 100 / u.sqft).toFixed(2)),
      numeric: true,
    },
    { key: "leaseId", headings: ["Lease ID", "Resident ID", "Tenant Code"], value: (u) => u.leaseId, numeric: false },
    { key: "start", headings: ["Lease Start", "Move-in", "Lease From"], value: () => date(random), numeric: false },
    {
      key: "deposit",
      headings: ["Deposit", "Security Deposit"],
      value: (_, m) => m(random.int(5, 20) * 10000),
      numeric: true,
    },
  ];
  const required = new Set(["unit", "rent", vacancyShown === "rent" ? "rent" : vacancyShown]);
  const chosen = all.filter((c) => required.has(c.key) || random.chance(0.45));
  const unit = chosen.filter((c) => c.key === "unit");
  return [...unit, ...random.shuffle(chosen.filter((c) => c.key !== "unit"))];
}

export function rentRollLayout(random: Random, building: Building): Layout {
  const vacancyShown = random.pick(["status", "tenant", "rent"] as const);
  const cols = columns(random, vacancyShown);
  const money = random.pick(MONEY_STYLES);
  const features: string[] = [`cols:${cols.map((c) => c.key).join("+")}`, `vacancy:${vacancyShown}`];
  const headings = cols.map((c) => random.pick(c.headings));
  const rows: string[][] = [];
  const numeric: boolean[] = [];
  const push = (cells: string[], isNumeric = false) => {
    rows.push(cells);
    numeric.push(isNumeric);
  };
  if (random.chance(0.3) && headings.some((h) => h.includes(" "))) {
    features.push("wrapped-header");
    push(headings.map((h) => (h.includes(" ") ? h.slice(0, h.indexOf(" ")) : "")));
    push(headings.map((h) => (h.includes(" ") ? h.slice(h.indexOf(" ") + 1) : h)));
  } else {
    push(headings);
  }
  for (const u of building.units)
    push(
      cols.map((c) => c.value(u, money)),
      true,
    );
  if (random.chance(0.8)) {
    features.push("total-row");
    const rentTotal = building.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
    const marketTotal = building.units.reduce((s, u) => s + u.marketCents, 0);
    const parkingTotal = building.units.reduce((s, u) => s + u.parkingCents, 0);
    push(
      cols.map((c, i) => {
        if (i === 0) return random.chance(0.5) ? "Total" : `${building.units.length} Units`;
        if (c.key === "rent") return money(rentTotal);
        if (c.key === "market") return money(marketTotal);
        if (c.key === "parking") return parkingTotal ? money(parkingTotal) : "";
        return "";
      }),
      true,
    );
    if (random.chance(0.35)) {
      features.push("mix-summary");
      push(["Unit Mix Summary"]);
      const beds = [...new Set(building.units.map((u) => u.beds))];
      for (const b of beds) {
        const of = building.units.filter((u) => u.beds === b);
        const avg = Math.round(of.reduce((s, u) => s + u.marketCents, 0) / of.length);
        push([String(of.length), b === 0 ? "Studio" : `${b} Bed + 1 Bath`, money(avg), money(avg + 5000)], true);
      }
    }
  }
  const address = `${building.street}, ${building.city}, ${building.state} ${building.zip}`;
  const title = random.chance(0.5)
    ? ["Rent Roll", `Properties: Maple Holdings, LLC - ${address}`, `As of: ${date(random)}`]
    : [`${address}`, "Rent Roll"];
  return { features, title, rows, numeric };
}
