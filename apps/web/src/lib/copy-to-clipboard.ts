/**
 * Copies text with the async Clipboard API. Resolves false instead of throwing when the API is
 * missing (insecure context, old browser) or the browser refuses, so callers can offer a fallback.
 */
export async function copyToClipboard(
  text: string,
  nav: Navigator | undefined = globalThis.navigator,
): Promise<boolean> {
  const clipboard = nav?.clipboard;
  if (!clipboard || typeof clipboard.writeText !== "function") return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
