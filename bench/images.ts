// `npm run bench:images`: the photo budget. Display and thumbnail versions of a 12-megapixel JPEG in under 0.5 s
// on this machine. The baseline, measured in the same run, is sharp merely decoding the same JPEG to raw pixels:
// the least any processing must do; the ratio shows what rotation, two resizes and two WebP encodes add.
import sharp from "sharp";
import { processImage } from "../apps/server/src/images/process-image";

const BUDGET_S = 0.5;

/** A 4000 x 3000 photo-like JPEG: noise compresses like a real picture, a flat fill would not. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i / 3) % width) / 16 + (seed % 64);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>, rounds: number): Promise<number> {
  await run(); // warm up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) / 1000);
  }
  return median(times);
}

const jpeg = await twelveMegapixelJpeg();
const processed = await timed(() => processImage(jpeg), 5);
const decodeOnly = await timed(() => sharp(jpeg).raw().toBuffer(), 5);
const result = await processImage(jpeg);

console.log(`12-megapixel JPEG (${(jpeg.length / 1024 / 1024).toFixed(1)} MB, 4000 x 3000, EXIF orientation 6)`);
console.log(
  `  display ${result.width} x ${result.height} WebP ${(result.display.length / 1024).toFixed(0)} KB, thumbnail ${(result.thumb.length / 1024).toFixed(0)} KB`,
);
console.log(
  `  display + thumbnail: median ${processed.toFixed(3)} s, ratio to the 0.5 s budget ${(processed / BUDGET_S).toFixed(2)}`,
);
console.log(
  `  baseline, decode only: median ${decodeOnly.toFixed(3)} s; processing = ${(processed / decodeOnly).toFixed(2)} x baseline`,
);
if (processed > BUDGET_S) process.exitCode = 1;
