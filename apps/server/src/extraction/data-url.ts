/** The bytes of a data URL ("data:<mime>;base64,<data>"), or null when the text is not one. */
export function decodeDataUrl(dataUrl: string): Buffer | null {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) return null;
  const header = dataUrl.slice(5, comma);
  const payload = dataUrl.slice(comma + 1);
  if (header.split(";").includes("base64")) {
    // Node's decoder skips characters outside the alphabet; a payload made of them is not base64.
    if (!/^[A-Za-z0-9+/=_\s-]*$/.test(payload)) return null;
    return Buffer.from(payload, "base64");
  }
  try {
    return Buffer.from(decodeURIComponent(payload), "utf8");
  } catch {
    return null;
  }
}

/** The decoded size of a base64 data URL without decoding it, to refuse oversize files cheaply. */
export function decodedSize(dataUrl: string): number {
  const comma = dataUrl.indexOf(",");
  const payload = comma < 0 ? dataUrl : dataUrl.slice(comma + 1);
  return Math.floor((payload.replace(/\s/g, "").replace(/=+$/, "").length * 3) / 4);
}
