/**
 * Beds and baths from the ways rent rolls print a unit type: "2 Bed / 1 Bath", "3/2.00" (AppFolio's
 * BD/BA), "2BR/1BA", "2x1", "Studio / 1 Bath", "3 bedroom - vacant", "1 + 1".
 */
export type BedsBaths = { beds: number | null; baths: number | null };

const toHalf = (n: number): number | null => (Number.isFinite(n) && n >= 0 && n <= 20 ? Math.round(n * 2) / 2 : null);

export function parseBedsBaths(text: string | undefined): BedsBaths {
  if (!text) return { beds: null, baths: null };
  const t = text.toLowerCase();
  const studio = /\b(studio|bachelor|efficiency)\b/.test(t);
  const pair = /^\s*(\d{1,2})\s*(?:\/|x|\+)\s*(\d{1,2}(?:\.\d+)?)\b/.exec(t);
  if (pair?.[1] && pair[2]) return { beds: toHalf(Number(pair[1])), baths: toHalf(Number(pair[2])) };
  const beds = /(\d{1,2}(?:\.5)?)\s*-?\s*(?:bed(?:room)?s?|br|bd)\b/.exec(t);
  const baths = /(\d{1,2}(?:\.\d+)?)\s*-?\s*(?:bath(?:room)?s?|ba)\b/.exec(t);
  return {
    beds: beds?.[1] ? toHalf(Number(beds[1])) : studio ? 0 : null,
    baths: baths?.[1] ? toHalf(Number(baths[1])) : null,
  };
}
