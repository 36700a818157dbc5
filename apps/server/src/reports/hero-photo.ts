import type sharp from "sharp";
import type { Db } from "../db/client";
import { imagesOf } from "../images/repository";
import type { ObjectStorage } from "../images/storage/object-storage";
import { loadOnFirstUse } from "../lib/load-on-first-use";

const loadSharp = loadOnFirstUse<typeof sharp>("sharp");

/**
 * The property's hero (its first photo) as a JPEG for the PDF, or null without photos. Photos are stored as WebP,
 * which PDF cannot embed; the display size is re-encoded at 1200 px at most, which takes tens of milliseconds.
 */
export async function heroPhotoOf(
  deps: { db: Db; storage: ObjectStorage },
  ownerId: string,
  propertyId: string,
): Promise<Buffer | null> {
  const [first] = await imagesOf(deps.db, ownerId, propertyId);
  const bytes = first ? await deps.storage.get(first.displayKey) : null;
  if (!bytes) return null;
  return loadSharp()(bytes).resize({ width: 1200, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
}
