const FENCED = /```[a-zA-Z0-9_-]*[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*```/;

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The JSON inside a model's answer. Local models often wrap it in ```json fences or put a sentence
 * around it; the schema still decides whether what we find is an answer.
 */
export function extractJsonText(text: string): string {
  const trimmed = text.trim();
  if (parses(trimmed)) return trimmed;
  const fenced = FENCED.exec(trimmed)?.[1]?.trim();
  if (fenced) return fenced;
  // "Here is the result: {...}": from the first bracket to the last.
  const start = trimmed.search(/[[{]/);
  const end = Math.max(trimmed.lastIndexOf("}"), trimmed.lastIndexOf("]"));
  return start >= 0 && end > start ? trimmed.slice(start, end + 1) : trimmed;
}

/** Parses the JSON in a model's answer; undefined when there is none. */
export function parseJsonLoosely(text: string): unknown {
  const candidate = extractJsonText(text);
  return parses(candidate) ? (JSON.parse(candidate) as unknown) : undefined;
}
