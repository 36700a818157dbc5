import { createRequire } from "node:module";
import type zipcodes from "zipcodes";

const require = createRequire(import.meta.url);
let library: typeof zipcodes | undefined;

/**
 * The zipcodes package's place (centroid, city, state) for a ZIP code. The package is loaded on first use: its
 * table of every ZIP costs about 75 MB and half a second at import, which a server pays at start otherwise.
 */
export function lookupZip(zip: string): ReturnType<typeof zipcodes.lookup> {
  library ??= require("zipcodes") as typeof zipcodes;
  return library.lookup(zip);
}
