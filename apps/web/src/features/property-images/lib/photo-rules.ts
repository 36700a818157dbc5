import { MAX_IMAGES_PER_PROPERTY, PHOTO_EXTENSIONS } from "@plexwise/core/limits";
import { extensionOf } from "@/lib/file-extension";

/** Photos are image files by type or, where the browser gives no type (HEIC often), by extension. */
export const isPhoto = (file: Pick<File, "name" | "type">) =>
  file.type.startsWith("image/")
    ? (PHOTO_EXTENSIONS as readonly string[]).includes(file.type.slice(6)) || file.type === "image/jpg"
    : (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

/** SPEC section 5: only image files, and at most 35 including those the property has. */
export function checkPhotos(
  files: Pick<File, "name" | "type">[],
  existing: number,
): { title: string; description: string } | null {
  if (files.some((f) => !isPhoto(f))) return { title: "Invalid files", description: "Please select image files only" };
  if (existing + files.length > MAX_IMAGES_PER_PROPERTY)
    return { title: "Too many files", description: `Maximum ${MAX_IMAGES_PER_PROPERTY} images allowed` };
  return null;
}

/** One step left or right, as the photo editor moves a photo (SPEC section 4); the ends stay put. */
export function moveOneStep<T>(items: T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The gallery index wraps on next and previous (SPEC section 4). */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);
