import { randomUUID } from "node:crypto";
import type { AddDocumentInput, DocumentKind, PropertyDocument } from "@plexwise/core";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { decodeDataUrl, decodedSize } from "../extraction/data-url";
import { detectType } from "../extraction/detect-type";
import { FileRejectedError } from "../extraction/errors";
import { MAX_FILE_BYTES } from "../extraction/limits";
import { checkStorageQuota } from "../images/storage-quota";
import type { ObjectStorage } from "../images/storage/object-storage";
import { getProperty } from "../properties/service";
import { countPdfPages, documentKey } from "./document-files";
import * as repo from "./repository";

/** `storageQuotaBytes`: each person's share of the object storage, photos and documents together. */
export type DocumentDeps = { db: Db; storage: ObjectStorage; now: () => Date; storageQuotaBytes: number };

export const documentUrl = (propertyId: string, documentId: string) =>
  `/api/properties/${propertyId}/documents/${documentId}/file`;

const notFound = () => new AppError("not_found", "Document not found.");

export const toDocumentDto = (row: repo.DocumentRow): PropertyDocument => ({
  id: row.id,
  fileName: row.fileName,
  kind: row.kind,
  mimeType: row.mimeType,
  pages: row.pages,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
  url: documentUrl(row.propertyId, row.id),
});

export async function listDocuments(deps: DocumentDeps, ownerId: string, propertyId: string) {
  await getProperty(deps, ownerId, propertyId);
  return (await repo.documentsOf(deps.db, ownerId, propertyId)).map(toDocumentDto);
}

/** A file refused by type or size, in the words the New Property screen uses (SPEC section 8), as 413 or 415. */
async function checkedType(fileName: string, mimeType: string, bytes: Buffer) {
  try {
    return await detectType(fileName, mimeType, bytes);
  } catch (error) {
    if (!(error instanceof FileRejectedError)) throw error;
    if (error.reason === "too_large") throw new AppError("payload_too_large", error.message);
    if (error.reason === "empty") throw new AppError("bad_request", error.message);
    throw new AppError("unsupported_media_type", error.message);
  }
}

/**
 * Stores one file as a document of the property: its type judged from the bytes (the types New Property
 * takes), at most 10 MB, and only while it fits in the owner's storage (413 otherwise).
 */
export async function storeDocument(
  deps: DocumentDeps,
  ownerId: string,
  propertyId: string,
  file: { fileName: string; mimeType: string; bytes: Buffer; kind: DocumentKind; pages?: number | null },
): Promise<PropertyDocument> {
  const type = await checkedType(file.fileName, file.mimeType, file.bytes);
  await checkStorageQuota(deps.storage, ownerId, deps.storageQuotaBytes, file.bytes.length);
  const id = randomUUID();
  const key = documentKey(ownerId, id);
  await deps.storage.put(key, file.bytes, type.mime);
  try {
    const row = await repo.insertDocument(deps.db, {
      id,
      propertyId,
      ownerId,
      fileName: file.fileName,
      kind: file.kind,
      mimeType: type.mime,
      pages: file.pages ?? (await countPdfPages(type.mime, file.bytes)),
      bytes: file.bytes.length,
      objectKey: key,
      createdAt: deps.now(),
    });
    return toDocumentDto(row);
  } catch (error) {
    // The property was deleted meanwhile (its row is gone): the stored file goes too.
    await deps.storage.delete([key]);
    throw error;
  }
}

/** POST /api/properties/:id/documents: a document added later, from the Snapshot. */
export async function addDocument(deps: DocumentDeps, ownerId: string, propertyId: string, input: AddDocumentInput) {
  await getProperty(deps, ownerId, propertyId);
  if (decodedSize(input.dataUrl) > MAX_FILE_BYTES)
    throw new AppError("payload_too_large", `${input.fileName} exceeds 10MB limit`);
  const bytes = decodeDataUrl(input.dataUrl);
  if (!bytes) throw new AppError("bad_request", `${input.fileName} was not sent as a data URL; choose it again.`);
  return storeDocument(deps, ownerId, propertyId, {
    fileName: input.fileName,
    mimeType: input.mimeType,
    bytes,
    kind: input.kind ?? "other",
  });
}

export async function changeKind(
  deps: DocumentDeps,
  ownerId: string,
  propertyId: string,
  documentId: string,
  kind: DocumentKind,
) {
  const row = await repo.documentOf(deps.db, ownerId, propertyId, documentId);
  if (!row) throw notFound();
  const updated = await repo.setKind(deps.db, ownerId, documentId, kind);
  if (!updated) throw notFound();
  return toDocumentDto(updated);
}

export async function removeDocument(deps: DocumentDeps, ownerId: string, propertyId: string, documentId: string) {
  const row = await repo.documentOf(deps.db, ownerId, propertyId, documentId);
  if (!row) throw notFound();
  await repo.deleteDocument(deps.db, ownerId, documentId);
  await deps.storage.delete([row.objectKey]);
}

/** The stored files of a property's documents, removed when the property is deleted (the rows go by cascade). */
export async function removeStoredDocumentsOf(
  deps: Pick<DocumentDeps, "db" | "storage">,
  ownerId: string,
  propertyId: string,
) {
  const rows = await repo.documentsOf(deps.db, ownerId, propertyId);
  if (rows.length > 0) await deps.storage.delete(rows.map((r) => r.objectKey));
}

/** A document's bytes for its owner, with what the download needs to name it. */
export async function documentFile(deps: DocumentDeps, ownerId: string, propertyId: string, documentId: string) {
  const row = await repo.documentOf(deps.db, ownerId, propertyId, documentId);
  const bytes = row ? await deps.storage.get(row.objectKey) : null;
  if (!row || !bytes) throw notFound();
  return { bytes, fileName: row.fileName, mimeType: row.mimeType };
}
