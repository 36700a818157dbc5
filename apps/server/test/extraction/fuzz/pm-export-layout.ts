import { randomBuilding, type Building, type TruthUnit } from "./building";
import type { Random } from "./random";
import type { Layout } from "./rent-roll-layout";

/**
 * Property-management exports as their software prints them, for the layout fuzzer:
 * - a charge-code export (Yardi "Rent Roll Detail"): resident and lease ids first, headings wrapped inside
 *   their cells or over two rows, the rent charge beside the lease rent, charge-code columns up to the total
 *   billed, applicants listed under the vacant units they leased, spreadsheet error cells, a floor-plan block
 *   beside the first rows, a Totals row, and an owner-entity property line ("OWNER LLC - 500 N MAPLE Mesa, AZ
 *   85201", sometimes with no street suffix);
 * - a portfolio export (AppFolio): a heading line per property, houses with no unit number, a subtotal line
 *   per complex, the portfolio's total, stray notes past the last column. The first property is the truth.
 */
export type ExportLayout = Layout & { building: Building; parking: boolean; properties?: Building[] };

const CODES = ["MTOM", "PETFEE", "Pet Rent", "EMPLCRED", "WTR", "STORAGE"] as const;
const ERRORS = ["#MACRO?", "#REF!", "#N/A", "#VALUE!", "#DIV/0!"];
const plain = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const money = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });

/** The street as an owner line may print it: shouting and without its suffix ("4410 N MAPLE"). */
function ownerStreet(random: Random, building: Building): Building {
  if (!random.chance(0.4)) return building;
  const [number, name] = building.street.split(" ");
  return { ...building, street: `${number} ${random.pick(["N", "S", "E", "W"])} ${(name ?? "").toUpperCase()}` };
}

function codeCents(random: Random, code: string): number {
  if (code === "EMPLCRED") return random.chance(0.1) ? -17500 : 0;
  if (!random.chance(0.2)) return 0;
  return code === "MTOM" ? 10000 : code === "STORAGE" ? 4000 : random.pick([1500, 2500, 3500]);
}

/**
 * `onPage`: printed to a PDF, where a heading cannot wrap inside its cell and a block under no heading
 * would sit under the nearest one (a PDF export prints no analyst's block beside the rows).
 */
export function chargeCodeLayout(random: Random, truth: Building, onPage = false): ExportLayout {
  const building = ownerStreet(random, truth);
  const codes = random.shuffle(CODES).slice(0, random.int(1, 4));
  const parking = random.chance(0.6);
  const side = random.chance(0.5) && !onPage ? 4 : 0;
  const wrap = onPage ? " " : "\n";
  const head = [
    "Resh ID",
    "Lease ID",
    random.pick(["Bldg/Unit", "Unit"]),
    "Floorplan",
    `Unit${wrap}Designation`,
    "SQFT",
    "Unit/Lease Status",
    "Name",
    "Market + Addl.",
    `Required${wrap}Deposit`,
    "Dep On Hand",
    "Balance",
    "Lease Rent",
    "RENT",
    ...Array<string>(side).fill(""),
    ...(parking ? ["PARKING"] : []),
    ...codes,
    "Total Billing",
  ];
  const rows: string[][] = [];
  const numeric: boolean[] = [];
  const features = [`export:charge-codes+${codes.join("+")}${parking ? "+parking" : ""}`, `side:${side > 0}`];
  if (random.chance(0.3)) {
    features.push("wrapped-header");
    const words = head.map((h) => h.replace("\n", " "));
    rows.push(words.map((h) => (h.includes(" ") ? h.slice(0, h.indexOf(" ")) : "")));
    rows.push(words.map((h) => (h.includes(" ") ? h.slice(h.indexOf(" ") + 1) : h)));
    numeric.push(false, false);
  } else {
    rows.push(head);
    numeric.push(false);
  }
  const totals = { market: 0, rent: 0, billing: 0, codes: new Map<string, number>() };
  // The block starts on one of the first rows, beside units.
  const sideFrom = random.int(0, 2);
  const sideBlock = [
    ["Floorplan", random.pick(["total units", "# Units"]), "in-place", "market"],
    ["A11", "12", "", "935"],
    ["B11", "1", "#DIV/0!", "1085"],
  ];
  building.units.forEach((u, i) => {
    const leased = u.vacant && random.chance(0.4);
    const charges = [...(parking ? [u.parkingCents] : []), ...codes.map((c) => (u.vacant ? 0 : codeCents(random, c)))];
    const rent = u.rentCents ?? 0;
    const billing = rent + charges.reduce((s, c) => s + c, 0);
    totals.market += u.marketCents;
    totals.rent += rent;
    totals.billing += billing;
    charges.forEach((c, k) => totals.codes.set(String(k), (totals.codes.get(String(k)) ?? 0) + c));
    const id = (n: number) => (u.vacant ? "0" : String(n + i * 13));
    const row = [
      id(10_300),
      id(80_500),
      u.label,
      `A${u.beds}${u.baths}`,
      "N/A",
      String(u.sqft),
      u.vacant ? (leased ? "Vacant-Leased" : "Vacant") : random.pick(["Occupied", "Occupied-NTV"]),
      u.vacant ? "VACANT" : u.tenant,
      plain(u.marketCents),
      u.vacant ? "0" : "250",
      random.chance(0.05) ? random.pick(ERRORS) : u.vacant ? "0" : "250",
      "0",
      plain(rent),
      plain(rent),
      ...Array.from({ length: side }, (_, k) => sideBlock[i - sideFrom]?.[k] ?? ""),
      ...charges.map(plain),
      plain(billing),
    ];
    rows.push(row);
    numeric.push(true);
    if (leased) {
      // The applicant who leased the vacant unit: listed under it, left out of the Totals row.
      const applicant = row.map((c, k) => (k < 2 ? String(70_000 + i) : c));
      applicant[6] = "Applicant";
      applicant[7] = "Doe, Jane";
      applicant[12] = plain(u.marketCents);
      applicant[13] = plain(u.marketCents);
      rows.push(applicant);
      numeric.push(true);
    }
  });
  const codeTotals = [...totals.codes.values()].map(plain);
  const market = plain(totals.market);
  const rent = plain(totals.rent);
  const blanks = (n: number) => Array<string>(n).fill("");
  rows.push([
    "Totals:",
    ...blanks(7),
    market,
    ...blanks(3),
    rent,
    rent,
    ...blanks(side),
    ...codeTotals,
    plain(totals.billing),
  ]);
  numeric.push(true);
  const place = `${building.street} ${building.city}, ${building.state} ${building.zip}`;
  const title = [`${random.pick(["ABCDE REALTY LLC", "Oak Holdings LP", "MAPLE GROUP INC"])} - ${place}`];
  title.push("RENT ROLL DETAIL", "As of Date: 03/13/2024");
  return { features, title, rows, numeric, building, parking };
}

/** A house: one unit with no unit number, the heading is its address. */
function house(random: Random): Building {
  const b = randomBuilding(random);
  const unit = b.units[0] as TruthUnit;
  return { ...b, units: [{ ...unit, label: "" }] };
}

export function portfolioLayout(random: Random, first: Building): ExportLayout {
  const kept = random.chance(0.4) ? house(random) : first;
  const others = Array.from({ length: random.int(1, 4) }, () =>
    random.chance(0.5) ? house(random) : randomBuilding(random),
  );
  const properties = [kept, ...others];
  const header = ["Unit", "Tags", "BD/BA", "Tenant", "Status", "Move-in", "Rent"];
  const rows: string[][] = [header];
  const numeric: boolean[] = [false];
  const push = (cells: string[], isNumeric = false) => {
    rows.push(cells);
    numeric.push(isNumeric);
  };
  const note = () => (random.chance(0.15) ? [...Array<string>(header.length + 2).fill(""), "(1) check this"] : []);
  properties.forEach((b) => {
    const place = `${b.street} ${b.city}, ${b.state} ${b.zip}`;
    const name =
      b.units.length === 1 ? b.street : random.pick(["Crestview", "Hitching Post", "Westwind", "Oak Gardens"]);
    const heading = random.chance(0.8) ? `${name} - ${place}` : place;
    const line = [heading, ...Array<string>(header.length - 1).fill("")];
    const withNote = note();
    push(withNote.length > 0 ? [heading, ...withNote.slice(1)] : line);
    for (const u of b.units) {
      const rent = u.rentCents === null ? "" : money(u.rentCents);
      const status = u.vacant ? random.pick(["Vacant-Unrented", "Vacant-Rented"]) : "Current";
      push([u.label, "", `${u.beds}/${u.baths}.00`, u.tenant, status, u.vacant ? "" : "5/1/2020", rent], true);
    }
    if (b.units.length > 1) {
      const sum = b.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
      push([`${b.units.length} Units`, "", "", "", "90.0% Occupied", "", money(sum)], true);
    }
    push(Array<string>(header.length).fill(""));
  });
  const all = properties.flatMap((b) => b.units);
  const sum = all.reduce((s, u) => s + (u.rentCents ?? 0), 0);
  push([`Total ${all.length} Units`, "", "", "", "90.0% Occupied", "", money(sum)], true);
  const features = [`export:portfolio+${properties.length}`, `kept:${kept.units.length === 1 ? "house" : "complex"}`];
  return { features, title: [], rows, numeric, building: kept, parking: false, properties };
}
