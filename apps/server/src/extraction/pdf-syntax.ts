/**
 * The PDF value at the start of an object's text: dictionaries, arrays, references, names and numbers,
 * which is all the page-pixel check follows. Strings and keywords are read over and kept as null. Nesting
 * deeper than a real file's (a hostile one nests 50,000 arrays) is cut off as null rather than recursed.
 */
export type PdfValue = number | string | PdfRef | PdfValue[] | PdfDict | null;
export type PdfRef = { ref: number };
export type PdfDict = { dict: Map<string, PdfValue> };

const MAX_DEPTH = 32;
const TOKEN =
  /\s*(?:%[^\r\n]*[\r\n]\s*)*(<<|>>|\[|\]|\/[^\s/<>[\](){}%]*|\(|<[0-9A-Fa-f\s]*>|[+-]?\d*\.?\d+|[^\s/<>[\](){}%]+)/y;

export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === "object" && value !== null && "ref" in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === "object" && value !== null && "dict" in value;

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  private token(): string | null {
    TOKEN.lastIndex = this.at;
    const match = TOKEN.exec(this.text);
    if (!match?.[1]) return null;
    this.at = TOKEN.lastIndex;
    return match[1];
  }

  private peek(): string | null {
    const at = this.at;
    const token = this.token();
    this.at = at;
    return token;
  }

  /** A literal string, read over: parentheses nest, and a backslash escapes the next character. */
  private skipString(): void {
    for (let depth = 1; this.at < this.text.length && depth > 0; this.at++) {
      const char = this.text[this.at];
      if (char === "\\") this.at++;
      else if (char === "(") depth++;
      else if (char === ")") depth--;
    }
  }

  /** The rest of a dictionary or array too deep to keep, read over without recursion. */
  private skipNested(): void {
    for (let depth = 1, token = this.token(); token !== null && depth > 0; token = depth > 0 ? this.token() : null) {
      if (token === "<<" || token === "[") depth++;
      else if (token === ">>" || token === "]") depth--;
      else if (token === "(") this.skipString();
    }
  }

  value(depth = 0): PdfValue | undefined {
    const token = this.token();
    if (token === null || token === ">>" || token === "]") return undefined;
    if (token === "(") return (this.skipString(), null);
    if (token === "<<" || token === "[") {
      if (depth >= MAX_DEPTH) return (this.skipNested(), null);
      const items: PdfValue[] = [];
      for (let item = this.value(depth + 1); item !== undefined; item = this.value(depth + 1)) items.push(item);
      if (token === "[") return items;
      const dict = new Map<string, PdfValue>();
      for (let i = 0; i + 1 < items.length; i += 2) {
        const key = items[i];
        if (typeof key === "string") dict.set(key, items[i + 1] ?? null);
      }
      return { dict };
    }
    if (token.startsWith("/")) return token;
    if (/^\d+$/.test(token)) {
      const at = this.at;
      const generation = this.token();
      if (generation !== null && /^\d+$/.test(generation) && this.peek() === "R") {
        this.token();
        return { ref: Number(token) };
      }
      this.at = at;
    }
    const number = Number(token);
    return Number.isFinite(number) ? number : null;
  }
}

export function parsePdfValue(text: string): PdfValue {
  return new Reader(text).value() ?? null;
}
