import { randomUUID } from "node:crypto";
import type { CreateShareLinkInput } from "@plexwise/core";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import * as imageRepo from "../images/repository";
import type { ObjectStorage } from "../images/storage/object-storage";
import { generateToken, hashToken } from "../lib/tokens";
import { getProperty } from "../properties/service";
import * as repo from "./repository";

export type SharingDeps = { db: Db; now: () => Date; storage: ObjectStorage; appUrl: string };

/** The one answer for every token that opens nothing: unknown, malformed, revoked or expired alike. */
export const LINK_NOT_FOUND_MESSAGE = "This link is not valid or has been revoked.";
const linkNotFound = () => new AppError("not_found", LINK_NOT_FOUND_MESSAGE);

export const isActive = (link: repo.ShareLinkRow, now: Date) =>
  link.revokedAt === null && (link.expiresAt === null || link.expiresAt.getTime() > now.getTime());

export const shareUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, "")}/s/${token}`;

/** Links that open at once for one property: enough for every lender, partner and broker; more is a script. */
export const MAX_ACTIVE_SHARE_LINKS = 20;
/** Revoked and expired links listed per property (the newest); older ones are forgotten when a link is made. */
export const KEPT_INACTIVE_SHARE_LINKS = 30;

/** A new link to the owner's property; its token is returned once and only its hash is kept. */
export async function createShareLink(
  deps: SharingDeps,
  ownerId: string,
  propertyId: string,
  input: CreateShareLinkInput,
) {
  await getProperty(deps, ownerId, propertyId);
  const now = deps.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new AppError("bad_request", "expiresAt must be in the future.");
  const token = generateToken();
  const link = await repo.insertShareLinkWithinLimit(
    deps.db,
    {
      id: randomUUID(),
      propertyId,
      ownerId,
      tokenHash: hashToken(token),
      includeNotes: input.includeNotes ?? false,
      includeRatings: input.includeRatings ?? false,
      expiresAt,
      createdAt: now,
    },
    now,
    { maxActive: MAX_ACTIVE_SHARE_LINKS, keepInactive: KEPT_INACTIVE_SHARE_LINKS },
  );
  if (!link) {
    throw new AppError(
      "conflict",
      `This property already has ${MAX_ACTIVE_SHARE_LINKS} active share links: revoke one before making another.`,
    );
  }
  return { link, token, url: shareUrl(deps.appUrl, token) };
}

export async function listShareLinks(deps: SharingDeps, ownerId: string, propertyId: string) {
  await getProperty(deps, ownerId, propertyId);
  return repo.shareLinksOf(deps.db, ownerId, propertyId);
}

/** Revoked at once: the next visit with its token answers 404. Revoking a revoked link is a no-op. */
export async function revokeShareLink(deps: SharingDeps, ownerId: string, propertyId: string, linkId: string) {
  const found = await repo.revokeShareLink(deps.db, ownerId, propertyId, linkId, deps.now());
  if (!found) throw new AppError("not_found", "Share link not found.");
}

/**
 * The live link a visitor's token names, or 404. Every token, well-formed or not, is hashed and looked up, so an
 * unknown, malformed, revoked or expired token costs the same work and gets the same answer.
 */
async function activeLink(deps: Pick<SharingDeps, "db" | "now">, token: string): Promise<repo.ShareLinkRow> {
  const link = await repo.shareLinkByTokenHash(deps.db, hashToken(token));
  if (!link || !isActive(link, deps.now())) throw linkNotFound();
  return link;
}

/** What a visitor sees: the link's property (as its owner reads it) and its photos, under the link's terms. */
export async function openSharedProperty(deps: Pick<SharingDeps, "db" | "now">, token: string) {
  const link = await activeLink(deps, token);
  try {
    const row = await getProperty(deps, link.ownerId, link.propertyId);
    const images = await imageRepo.imagesOf(deps.db, link.ownerId, link.propertyId);
    return { link, row, images };
  } catch (error) {
    // Deleted between the two reads (its links go with it by cascade): the same answer as any dead link.
    if (error instanceof AppError && error.code === "not_found") throw linkNotFound();
    throw error;
  }
}

/** A photo of the link's property only: an image of any other property, even the same owner's, answers 404. */
export async function sharedImageFile(
  deps: SharingDeps,
  token: string,
  imageId: string,
  variant: "display" | "thumb",
): Promise<Buffer> {
  const link = await activeLink(deps, token);
  const row = await imageRepo.imageOf(deps.db, link.ownerId, imageId);
  const bytes =
    row && row.propertyId === link.propertyId
      ? await deps.storage.get(variant === "display" ? row.displayKey : row.thumbKey)
      : null;
  if (!bytes) throw new AppError("not_found", "Image not found.");
  return bytes;
}
