/**
 * The PDF value at the start of an object's text: dictionaries, arrays, references, names and numbers,
 * strings (as bytes, for an encryption dictionary), which is all the page-pixel check follows; keywords are
 * kept as null. Nesting deeper than a real file's (a hostile one nests 50,000 arrays) is cut off as null
 * rather than recursed.
 */
export type PdfValue = number | string | PdfRef | PdfString | PdfValue[] | PdfDict | null;
export type PdfRef = { ref: number };
export type PdfString = { bytes: Buffer };
export type PdfDict = { dict: Map<string, PdfValue> };

const MAX_DEPTH = 32;
const TOKEN =
  /\s*(?:%[^\r\n]*[\r\n]\s*)*(<<|>>|\[|\]|\/[^\s/<>[\](){}%]*|\(|<[0-9A-Fa-f\s]*>|[+-]?\d*\.?\d+|[^\s/<>[\](){}%]+)/y;

export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === "object" && value !== null && "ref" in value;
export const isString = (value: PdfValue | undefined): value is PdfString =>
  typeof value === "object" && value !== null && "bytes" in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === "object" && value !== null && "dict" in value;

class Reader {
  at = 0;
  /** False once the text ran out (or turned to garbage) before the value ended. */
  complete = true;
  constructor(private readonly text: string) {}

  private token(): string | null {
    TOKEN.lastIndex = this.at;
    const match = TOKEN.exec(this.text);
    if (!match?.[1]) {
      this.complete = false;
      return null;
    }
    this.at = TOKEN.lastIndex;
    return match[1];
  }

  private peek(): string | null {
    const { at, complete } = this;
    const token = this.token();
    this.at = at;
    this.complete = complete;
    return token;
  }

  /** A literal string: parentheses nest, a backslash escapes a character or gives one in octal. */
  private literal(): PdfString {
    const bytes: number[] = [];
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    let closed = false;
    for (let depth = 1; this.at < this.text.length; this.at++) {
      const char = this.text[this.at] ?? "";
      if (char === "\\") {
        const next = this.text[++this.at] ?? "";
        const octal = /^[0-7]{1,3}/.exec(this.text.slice(this.at, this.at + 3))?.[0];
        if (octal) {
          bytes.push(parseInt(octal, 8) & 0xff);
          this.at += octal.length - 1;
        } else if (next === "\r" || next === "\n") {
          if (next === "\r" && this.text[this.at + 1] === "\n") this.at++;
        } else bytes.push(escapes[next] ?? next.charCodeAt(0));
        continue;
      }
      if (char === "(") depth++;
      else if (char === ")" && --depth === 0) {
        this.at++;
        closed = true;
        break;
      }
      bytes.push(char.charCodeAt(0));
    }
    if (!closed) this.complete = false;
    return { bytes: Buffer.from(bytes) };
  }

  /** The rest of a dictionary or array too deep to keep, read over without recursion. */
  private skipNested(): void {
    for (let depth = 1, token = this.token(); token !== null && depth > 0; token = depth > 0 ? this.token() : null) {
      if (token === "<<" || token === "[") depth++;
      else if (token === ">>" || token === "]") depth--;
      else if (token === "(") this.literal();
    }
  }

  value(depth = 0): PdfValue | undefined {
    const token = this.token();
    if (token === null || token === ">>" || token === "]") return undefined;
    if (token === "(") return this.literal();
    if (token.startsWith("<") && token !== "<<") {
      const hex = token.slice(1, -1).replace(/\s/g, "");
      return { bytes: Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex") };
    }
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
    // Names keep their slash; true and false are kept as words (an encryption dictionary's EncryptMetadata).
    // A name may spell its characters in hex (/Im#61ge is /Image), which pdf.js reads as the same name.
    if (token.startsWith("/") && token.includes("#"))
      return token.replace(/#([0-9A-Fa-f]{2})/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
    if (token.startsWith("/") || token === "true" || token === "false") return token;
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

/** The value and where it ends in the text; `end` is null when the text ends before the value does. */
export function parsePdfValueAt(text: string): { value: PdfValue; end: number | null } {
  const reader = new Reader(text);
  const value = reader.value() ?? null;
  return { value, end: reader.complete ? reader.at : null };
}
