// The account `npm run bench:api` measures: 50 properties of 8 units, each created and then given financing terms
// through the API, as the review and Financials screens save them (SPEC section 7 payloads, dollars on the wire).
import { expense, otherIncome, unit } from "../packages/core/src/testing/buildings";
import { toSpecPayload } from "../packages/core/src/wire/index";

export const PROPERTIES = 50;
export const UNITS = 8;

/** A few kilobytes of document text, as an extraction leaves on a property (the list never reads it). */
const FULL_EXTRACT = Array.from(
  { length: 40 },
  (_, line) =>
    `Page ${1 + Math.floor(line / 10)}: Unit ${line % 8} rent roll row, lease through 2027, deposit on file.`,
).join("\n");

function property(i: number) {
  const rent = (n: number) => 1_100 + ((i * 37 + n * 53) % 600);
  return {
    nickname: `Bench ${String(i).padStart(2, "0")}`,
    address: `${100 + i} Bench Street`,
    city: "Columbus",
    state: "OH",
    zip: "43215",
    realtorName: "Pat Broker",
    realtorPhone: "(614) 555-0100",
    realtorEmail: "pat@example.com",
    price: 900_000 + i * 7_500,
    yearBuilt: 1960 + (i % 50),
    squareFeet: 6_400 + i * 10,
    unitCount: UNITS,
    units: Array.from({ length: UNITS }, (_, n) =>
      unit(n + 1, 1 + (n % 2), n === 7 ? null : rent(n), rent(n) + 100, n === 7),
    ),
    otherIncome: [otherIncome("Laundry", 120 + i), otherIncome("Parking", 200)],
    expenses: [
      expense("Taxes", 1_100 + i * 3, "Property taxes"),
      expense("Insurance", 450),
      expense("Management", 650),
      expense("Maintenance", 700, "Repairs"),
      expense("Utilities", 520, "Water & sewer"),
      expense("Admin", 90),
      expense("Other", 60, "Pest control"),
    ],
    notes: "Seen in person; roof replaced 2019.",
    fullExtract: FULL_EXTRACT,
    myRatings: { overall: i % 10, condition: (i * 3) % 10, value: (i * 7) % 10 },
  };
}

/** Financing as the Financials screen sends it: 25% down at 6.5% over 30 years, not a cash purchase. */
const TERMS = { cashPurchase: false, downPaymentPct: 25, interestRatePct: 6.5, amortYears: 30 } as const;

/** Seeds the account behind `cookie`; answers the property ids. Throws on any answer that is not a success. */
export async function seedAccount(origin: string, cookie: string): Promise<string[]> {
  const headers = { "content-type": "application/json", origin, cookie };
  const send = async (method: string, url: string, body: unknown) => {
    const response = await fetch(`${origin}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const ids: string[] = [];
  for (let i = 0; i < PROPERTIES; i++) {
    const { id } = await send("POST", "/api/properties", toSpecPayload(property(i)));
    await send("PATCH", `/api/properties/${id}`, toSpecPayload(TERMS));
    ids.push(id);
  }
  return ids;
}
