/**
 * The built-in Helvetica encodes WinAnsi only: a character outside it would print as nothing. Analyses and entered
 * labels may hold any text, so the few symbols they use are spelt in ASCII and anything else unprintable becomes "?".
 */
const SPELLED: Record<string, string> = {
  "\u2212": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u00d7": "x",
  "\u2192": "->",
  "\u2248": "~",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
};
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function printable(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (SPELLED[char] !== undefined) out += SPELLED[char];
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) out += char;
    else if (char === "\n") out += char;
    else out += "?";
  }
  return out;
}
