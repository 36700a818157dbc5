import { randomUUID } from "node:crypto";
import { MAX_IMAGES_PER_PROPERTY, type PropertyImage, type UploadTarget } from "@plexwise/core";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { getProperty } from "../properties/service";
import { processImage } from "./process-image";
import { checkStorageQuota } from "./storage-quota";
import { UPLOAD_TTL_MS } from "./sweep-uploads";
import * as repo from "./repository";
import { uploadKeyPrefix, type ObjectStorage } from "./storage/object-storage";

/** `storageQuotaBytes`: each person's share of the object storage (config STORAGE_QUOTA_MB). */
export type ImageDeps = { db: Db; storage: ObjectStorage; now: () => Date; storageQuotaBytes: number };

export const mediaUrl = (imageId: string, variant: "display" | "thumb") => `/api/media/${imageId}/${variant}`;

const toDto = (row: repo.ImageRow): PropertyImage => ({
  id: row.id,
  objectPath: row.displayKey,
  url: mediaUrl(row.id, "display"),
  thumbnailUrl: mediaUrl(row.id, "thumb"),
  width: row.width,
  height: row.height,
});

/** The hero is the first image's thumbnail; pass the images when they were just read. */
async function refreshHero(deps: ImageDeps, ownerId: string, propertyId: string, rows?: repo.ImageRow[]) {
  const [first] = rows ?? (await repo.imagesOf(deps.db, ownerId, propertyId));
  await repo.setHero(deps.db, ownerId, propertyId, first ? mediaUrl(first.id, "thumb") : null);
}

/** A new upload URL; none while the person's storage is full (413), so no more bytes can arrive. */
export async function createUploadTarget(deps: ImageDeps, userId: string): Promise<UploadTarget> {
  await checkStorageQuota(deps.storage, userId, deps.storageQuotaBytes, 0);
  const expiresAt = new Date(deps.now().getTime() + UPLOAD_TTL_MS);
  const key = `${uploadKeyPrefix(userId)}${randomUUID()}`;
  const uploadURL = await deps.storage.uploadUrl(key, userId, { expiresAt, ttlSeconds: UPLOAD_TTL_MS / 1000 });
  return { uploadURL, expiresAt: expiresAt.toISOString() };
}

export async function listImages(deps: ImageDeps, ownerId: string, propertyId: string): Promise<PropertyImage[]> {
  await getProperty(deps, ownerId, propertyId);
  return (await repo.imagesOf(deps.db, ownerId, propertyId)).map(toDto);
}

/**
 * Attaches an upload to a property. Only an upload URL this server issued to this user is accepted; the
 * bytes are read from our own storage by key, never fetched from the URL, so no address in it is ever called.
 */
export async function attachImage(
  deps: ImageDeps,
  ownerId: string,
  propertyId: string,
  imageURL: string,
): Promise<PropertyImage> {
  await getProperty(deps, ownerId, propertyId);
  const upload = deps.storage.uploadFromUrl(imageURL, ownerId);
  if (!upload) throw new AppError("bad_request", "imageURL must be an upload URL this app gave you.");
  // An expired upload may already have been swept away, or may be about to be: it is never attached.
  if (upload.expiresAt.getTime() < deps.now().getTime())
    throw new AppError("gone", "This upload expired before it was attached; upload the photo again.");
  return attachUpload(deps, ownerId, propertyId, upload.key);
}

/**
 * A picture already in the owner's upload area (`key`) becomes a photo of the property: re-encoded without its
 * metadata, kept in two sizes, and the original removed. The property must be the owner's (checked by the caller).
 */
export async function attachUpload(
  deps: ImageDeps,
  ownerId: string,
  propertyId: string,
  key: string,
): Promise<PropertyImage> {
  const existing = await repo.imagesOf(deps.db, ownerId, propertyId);
  if (existing.length >= MAX_IMAGES_PER_PROPERTY)
    throw new AppError("bad_request", `Maximum ${MAX_IMAGES_PER_PROPERTY} images allowed`);
  const bytes = await deps.storage.get(key);
  if (!bytes) throw new AppError("bad_request", "Nothing was uploaded to that URL (or it was attached already).");

  try {
    const image = await processImage(bytes);
    const id = randomUUID();
    const base = `images/${ownerId}/${id}`;
    await Promise.all([
      deps.storage.put(`${base}/display.webp`, image.display, "image/webp"),
      deps.storage.put(`${base}/thumb.webp`, image.thumb, "image/webp"),
    ]);
    const saved = await repo.insertImageWithinLimit(
      deps.db,
      {
        id,
        propertyId,
        ownerId,
        width: image.width,
        height: image.height,
        displayKey: `${base}/display.webp`,
        thumbKey: `${base}/thumb.webp`,
        createdAt: deps.now(),
      },
      MAX_IMAGES_PER_PROPERTY,
    );
    // Photos attached at the same moment passed the check above together; the limit is kept by the insert.
    if (!saved) {
      await deps.storage.delete([`${base}/display.webp`, `${base}/thumb.webp`]);
      throw new AppError("bad_request", `Maximum ${MAX_IMAGES_PER_PROPERTY} images allowed`);
    }
    const rows = await repo.imagesOf(deps.db, ownerId, propertyId);
    await refreshHero(deps, ownerId, propertyId, rows);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error("the image vanished after insert");
    return toDto(row);
  } finally {
    // The original (with its EXIF and GPS) is never kept, whether or not it could be used.
    await deps.storage.delete([key]);
  }
}

export async function deleteImage(deps: ImageDeps, ownerId: string, propertyId: string, imageId: string) {
  const row = await repo.imageOf(deps.db, ownerId, imageId);
  if (!row || row.propertyId !== propertyId) throw new AppError("not_found", "Image not found.");
  await repo.deleteImage(deps.db, ownerId, imageId);
  await deps.storage.delete([row.displayKey, row.thumbKey]);
  await refreshHero(deps, ownerId, propertyId);
}

/** The new order must name every image of the property exactly once. */
export async function reorderImages(deps: ImageDeps, ownerId: string, propertyId: string, imageIds: string[]) {
  await getProperty(deps, ownerId, propertyId);
  const current = (await repo.imagesOf(deps.db, ownerId, propertyId)).map((r) => r.id);
  const same =
    imageIds.length === current.length &&
    new Set(imageIds).size === imageIds.length &&
    imageIds.every((id) => current.includes(id));
  if (!same) throw new AppError("bad_request", "Send every image of the property exactly once, in the new order.");
  await repo.setPositions(deps.db, ownerId, imageIds);
  await refreshHero(deps, ownerId, propertyId);
}

/** The stored files of a property's images, removed when the property is deleted (the rows go by cascade). */
export async function removeStoredImagesOf(deps: ImageDeps, ownerId: string, propertyId: string) {
  const rows = await repo.imagesOf(deps.db, ownerId, propertyId);
  await deps.storage.delete(rows.flatMap((r) => [r.displayKey, r.thumbKey]));
}

/** An image file for its owner: the display size or the thumbnail. */
export async function imageFile(deps: ImageDeps, ownerId: string, imageId: string, variant: "display" | "thumb") {
  const row = await repo.imageOf(deps.db, ownerId, imageId);
  const bytes = row ? await deps.storage.get(variant === "display" ? row.displayKey : row.thumbKey) : null;
  if (!bytes) throw new AppError("not_found", "Image not found.");
  return bytes;
}
