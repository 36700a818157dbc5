/** "136 COMMERCIAL AVE." -> "136 Commercial Ave.": shouting headings read as names. Mixed case is kept. */
export function titleCaseIfShouting(text: string): string {
  if (/[a-z]/.test(text) || !/[A-Z]{2}/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Ne|Nw|Se|Sw)\b/g, (d) => d.toUpperCase());
}

/** Pages that list comparable properties: their addresses, prices and unit counts are not this property's. */
export const COMPS_PAGE = /\b(comparables?|comps|sales comparison|recent(ly)? sold|sold properties|lease comps)\b/i;
