import type { Random } from "./random";

/** The truth a generated rent roll prints: a building's units, rents in cents, and per-unit parking. */
export type TruthUnit = {
  label: string;
  beds: number;
  baths: number;
  sqft: number;
  /** In-place rent per month; null when vacant. */
  rentCents: number | null;
  marketCents: number;
  vacant: boolean;
  parkingCents: number;
  tenant: string;
  leaseId: string;
};

export type Building = {
  street: string;
  city: string;
  state: string;
  zip: string;
  units: TruthUnit[];
};

const STREETS = ["Maple Ave", "Oak St", "Cedar Ln", "Elm Dr", "Birch Rd", "Valley Blvd", "Harbor Way", "Pine Ct"];
const CITIES: [string, string, string][] = [
  ["Springfield", "IL", "62704"],
  ["Dayton", "OH", "45402"],
  ["Tacoma", "WA", "98402"],
  ["Mesa", "AZ", "85201"],
  ["Raleigh", "NC", "27601"],
];
const NAMES = ["Ann Lee", "Bo Ray", "Cy Diaz", "Di Park", "Ed Moss", "Flo Hart", "Gus Kim", "Hal Ng", "Ivy Cole"];

/** Unit labels as buildings number them: 101-style floors, letters, "Apt n", or building-unit pairs. */
function labels(random: Random, count: number): string[] {
  const style = random.int(0, 3);
  return Array.from({ length: count }, (_, i) => {
    if (style === 0) return String(100 * (Math.floor(i / 12) + 1) + (i % 12) + 1);
    if (style === 1 && count <= 26) return String.fromCharCode(65 + i);
    if (style === 2) return `Apt ${i + 1}`;
    return `${String.fromCharCode(65 + Math.floor(i / 20))}-${100 + (i % 20) + 1}`;
  });
}

export function randomBuilding(random: Random): Building {
  const count = random.chance(0.7) ? random.int(2, 40) : random.int(41, 150);
  const [city, state, zip] = random.pick(CITIES);
  const cents = random.chance(0.3);
  const units = labels(random, count).map((label, i): TruthUnit => {
    const beds = random.int(0, 3);
    const baths = beds >= 2 && random.chance(0.5) ? 2 : 1;
    const market = (600 + beds * 350 + random.int(0, 40) * 25) * 100 + (cents ? random.int(0, 99) : 0);
    const vacant = random.chance(0.08);
    const rent = market - random.int(0, 8) * 2500;
    return {
      label,
      beds,
      baths,
      sqft: 450 + beds * 250 + random.int(0, 10) * 10,
      rentCents: vacant ? null : rent,
      marketCents: market,
      vacant,
      parkingCents: !vacant && random.chance(0.25) ? random.pick([2500, 5000, 7500]) : 0,
      tenant: vacant ? "" : random.pick(NAMES),
      leaseId: `t${String(1_000_000 + i * 7 + random.int(0, 5)).padStart(7, "0")}`,
    };
  });
  return { street: `${random.int(100, 9999)} ${random.pick(STREETS)}`, city, state, zip, units };
}
