import { checkPlausibility } from "@plexwise/core/analysis";
import { DEFAULT_MY_RATINGS, listRating, type ShareLink, type SharedImage, type SharedView } from "@plexwise/core";
import type { ImageRow } from "../images/repository";
import type { PropertyRow } from "../properties/repository";
import { toProperty, toPropertyResponseDto } from "../properties/dto";
import type { ShareLinkRow } from "./repository";
import { isActive } from "./service";

export function toShareLinkDto(link: ShareLinkRow, now: Date): ShareLink {
  return {
    id: link.id,
    propertyId: link.propertyId,
    includeNotes: link.includeNotes,
    includeRatings: link.includeRatings,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    active: isActive(link, now),
  };
}

/** A photo's addresses under the link: they open only while the link does, and only this property's photos. */
export const sharedMediaUrl = (token: string, imageId: string, variant: "display" | "thumb") =>
  `/api/shared/${encodeURIComponent(token)}/media/${imageId}/${variant}`;

const toSharedImage = (token: string, row: ImageRow): SharedImage => ({
  id: row.id,
  url: sharedMediaUrl(token, row.id, "display"),
  thumbnailUrl: sharedMediaUrl(token, row.id, "thumb"),
  width: row.width,
  height: row.height,
});

/**
 * The owner's DTO (properties/dto.ts: the same deal model's figures), less what is the owner's alone. The notes and
 * personal ratings come only when the link includes them; without the ratings, `rating` is the AI's alone. The
 * plausibility guard's findings come with it, as the owner's Financials and the report show them.
 */
export function toSharedViewDto(token: string, link: ShareLinkRow, row: PropertyRow, images: ImageRow[]): SharedView {
  const {
    notes,
    myRatings,
    fullExtract: _fullExtract,
    traceId: _traceId,
    favorite: _favorite,
    heroUrl: _heroUrl,
    ...shown
  } = toPropertyResponseDto(row);
  return {
    property: {
      ...shown,
      rating: listRating(link.includeRatings ? myRatings : DEFAULT_MY_RATINGS, row.aiRatings?.overall),
      ...(link.includeNotes ? { notes } : {}),
      ...(link.includeRatings ? { myRatings } : {}),
    },
    // The guard's findings, as the owner's Financials and the report show them: a shared deal never hides them.
    figuresToCheck: checkPlausibility(toProperty(row)),
    images: images.map((image) => toSharedImage(token, image)),
    includes: { notes: link.includeNotes, ratings: link.includeRatings },
    expiresAt: link.expiresAt?.toISOString() ?? null,
    reportUrl: `/api/shared/${encodeURIComponent(token)}/report.pdf`,
  };
}
