/**
 * The file name's stem for a property's download: its address (or nickname) in lower-case words joined by "-",
 * ASCII only, at most 60 characters; "property" when nothing is left.
 */
export function addressSlug(property: { address: string | null; nickname: string | null }): string {
  const slug = (property.address || property.nickname || "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "property";
}

/** Content-Disposition for a download; the name is already ASCII-safe (addressSlug). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
