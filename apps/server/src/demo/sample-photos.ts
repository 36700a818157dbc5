import type sharp from "sharp";
import { loadOnFirstUse } from "../lib/load-on-first-use";

// Loaded when the demo portfolio is first made, not at start-up.
const loadSharp = loadOnFirstUse<typeof sharp>("sharp");
import type { SampleProperty } from "@plexwise/core/demo";

type Facade = SampleProperty["photos"][number];

/**
 * A picture of a small apartment building drawn from a few numbers (our own generated data, no stock photo):
 * sky, lawn, a facade with its floors and bays of windows, a roof and a door, as a 1200x800 JPEG.
 */
export async function samplePhoto(facade: Facade): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const left = 220;
  const right = width - 220;
  const floorHeight = 150;
  const base = 640;
  const top = base - facade.floors * floorHeight;
  const bayWidth = (right - left) / facade.bays;
  const windows: string[] = [];
  for (let floor = 0; floor < facade.floors; floor += 1) {
    for (let bay = 0; bay < facade.bays; bay += 1) {
      const x = left + bay * bayWidth + bayWidth * 0.25;
      const y = top + floor * floorHeight + 35;
      const isDoor = floor === facade.floors - 1 && bay === Math.floor(facade.bays / 2);
      windows.push(
        isDoor
          ? `<rect x="${x}" y="${y}" width="${bayWidth * 0.5}" height="${floorHeight - 35}" fill="${facade.trim}"/><rect x="${x + 8}" y="${y + 8}" width="${bayWidth * 0.5 - 16}" height="${floorHeight - 43}" fill="#4a3426"/>`
          : `<rect x="${x}" y="${y}" width="${bayWidth * 0.5}" height="80" fill="${facade.trim}"/><rect x="${x + 6}" y="${y + 6}" width="${bayWidth * 0.5 - 12}" height="68" fill="#8fb3c9"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ea"/><stop offset="1" stop-color="#e4f0f8"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${base}" width="${width}" height="${height - base}" fill="#6f9a4f"/>
  <rect x="${left - 30}" y="${base - 4}" width="${right - left + 60}" height="10" fill="#bdbdb5"/>
  <polygon points="${left - 40},${top} ${width / 2},${top - 110} ${right + 40},${top}" fill="${facade.roof}"/>
  <rect x="${left}" y="${top}" width="${right - left}" height="${base - top}" fill="${facade.wall}"/>
  ${windows.join("\n  ")}
  <circle cx="${left - 90}" cy="${base - 90}" r="70" fill="#4f7a3a"/><rect x="${left - 98}" y="${base - 30}" width="16" height="34" fill="#5a4030"/>
</svg>`;
  return await loadSharp()(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
