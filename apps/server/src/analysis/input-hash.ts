import { createHash } from "node:crypto";

/** JSON with object keys sorted, so equal facts always hash equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of a stored analysis: its kind, prompt version, model and the facts it was computed from. */
export function analysisInputHash(parts: {
  kind: string;
  promptVersion: number;
  model: string | null;
  inputs: unknown;
}): string {
  return createHash("sha256").update(canonical(parts)).digest("hex");
}
