// A portfolio for the page benchmarks: so many properties of 8 units each, as a user would have entered them (rent
// roll, laundry income, expenses, 25% down), each with one photo, through the public API (SPEC section 7).
import { fourplexInput } from "@plexwise/core/testing";
import { toSpecPayload } from "@plexwise/core/wire";
import sharp from "sharp";

const UNITS = 8;

export async function seedPortfolio(
  { origin, cookie }: { origin: string; cookie: string },
  count: number,
): Promise<{ ids: string[] }> {
  const json = { "content-type": "application/json", origin, cookie };
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const post = async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method: "POST",
      headers: body === undefined ? { origin, cookie } : json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const input = fourplexInput({
      nickname: `Bench ${String(i + 1).padStart(2, "0")} Eightplex`,
      address: `${100 + i} Bench Street`,
      price: 1_200_000 + i * 10_000,
      unitCount: UNITS,
      squareFeet: 7_200,
      units: Array.from({ length: UNITS }, (_, n) => ({
        unitNumber: `Unit ${n + 1}`,
        beds: 1 + (n % 3),
        baths: 1,
        sqft: 900,
        monthlyRentCents: 140_000 + n * 5_000 + i * 1_000,
        marketRentCents: 160_000 + n * 5_000,
        vacant: n === UNITS - 1 && i % 4 === 0,
      })),
      downPaymentPct: 25,
      interestRatePct: 6.5,
      amortYears: 30,
      vacancyPct: 5,
    });
    const { id } = await post<{ id: string }>("/api/properties", toSpecPayload(input));
    const { uploadURL } = await post<{ uploadURL: string }>("/api/objects/upload");
    const put = await fetch(uploadURL, {
      method: "PUT",
      body: photo,
      headers: { origin, cookie, "content-type": "image/jpeg" },
    });
    if (!put.ok) throw new Error(`PUT photo: ${put.status}`);
    await post(`/api/properties/${id}/images`, { imageURL: uploadURL });
    ids.push(id);
  }
  return { ids };
}
