import { randomUUID } from "node:crypto";
import { createPropertySchema, updatePropertySchema } from "@plexwise/core";
import { SAMPLE_PROPERTIES } from "@plexwise/core/demo";
import { AppError } from "../errors/app-error";
import { attachUpload, type ImageDeps } from "../images/service";
import { uploadKeyPrefix } from "../images/storage/object-storage";
import { listProperties, createProperty, updateProperty } from "../properties/service";
import { samplePhoto } from "./sample-photos";

/**
 * The demo portfolio for one user: core's three sample properties, each created, given its Financials terms and
 * its generated photos through the same services a person's own properties go through. Only into an empty list,
 * so a second click (or a script run twice) never doubles it.
 */
export async function loadSampleProperties(deps: ImageDeps, ownerId: string): Promise<string[]> {
  if ((await listProperties(deps, ownerId)).length > 0) {
    throw new AppError("conflict", "Sample properties are loaded into an empty list, and you already have properties.");
  }
  const ids: string[] = [];
  for (const sample of SAMPLE_PROPERTIES) {
    const created = await createProperty(deps, ownerId, createPropertySchema.parse(sample.create));
    await updateProperty(deps, ownerId, created.id, updatePropertySchema.parse(sample.terms));
    for (const facade of sample.photos) {
      const key = `${uploadKeyPrefix(ownerId)}${randomUUID()}`;
      await deps.storage.put(key, await samplePhoto(facade), "image/jpeg");
      await attachUpload(deps, ownerId, created.id, key);
    }
    ids.push(created.id);
  }
  return ids;
}
