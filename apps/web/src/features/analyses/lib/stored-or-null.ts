/**
 * A "stored result or null" answer as the API client hands it back: a JSON `null` body arrives as the
 * text "null" (the client keeps unparsed-looking bodies as text) and an empty body as undefined.
 * Anything that is not an object means nothing is stored.
 */
export function storedOrNull<T extends object>(body: T | string | null | undefined): T | null {
  return typeof body === "object" && body !== null ? body : null;
}
