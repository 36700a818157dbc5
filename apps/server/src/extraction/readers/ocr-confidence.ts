import type { PositionedText } from "../layout";

/**
 * Which OCR'd words may be shown as data. A figure read from handwriting or a smudged scan is the worst
 * output there is: "total expenses $2 a year" looks as certain as a printed figure once it is in a table. So:
 * - a word the engine is less sure of than MIN_WORD_CONFIDENCE is never kept (its cell stays empty, so a
 *   label is left without a figure rather than given a wrong one), and a figure left out is counted so the
 *   reader can say which page to check by hand;
 * - a page on which most real-looking words are unsure and few are sure (handwriting, a fax of a fax) is not
 *   read at all, and says so, rather than giving the few words that happened to pass. A printed page with a
 *   photo also gives many unsure words (the photo's specks read as letters) but keeps its sure print.
 */
export type OcrWord = PositionedText & { confidence: number };
/** The words of one printed line, as the engine found them. */
export type OcrLine = OcrWord[];

/**
 * Tesseract's LSTM gives printed words it reads right 75-96 on a 150 dpi JPEG scan; its misreadings there
 * (a bed/bath "3/2.00" as "312.00") mostly fall at 15-55, and handwriting and photo specks below 50 (ADR 0019).
 */
export const MIN_WORD_CONFIDENCE = 50;
/** Below this share of sure words among the real-looking ones, with fewer than MIN_SURE_WORDS sure, a page is not read. */
export const MIN_SURE_SHARE = 0.5;
const MIN_SURE_WORDS = 15;
/** A page with fewer real-looking words than this is judged by its words only (a page of a photo and a caption). */
const MIN_WORDS_TO_JUDGE = 8;

/** Two letters or digits: a word or a figure, rather than a speck of a photo or a rule line read as "|". */
const realLooking = (text: string): boolean => (text.match(/[A-Za-z0-9]/g)?.length ?? 0) >= 2;
/**
 * A "word" of only rules and specks ("|", "»", "=") is a table's ruling or a photo's grain read as print:
 * kept, it stands between a label and its figure as a cell of its own. Dashes ("-" for nil) and the currency
 * and percent signs of a figure set apart from its digits are kept.
 */
const ruleOrSpeck = (text: string): boolean => !/[A-Za-z0-9$%\-\u2013\u2014]/.test(text);

export type ConfidentReading = {
  words: PositionedText[];
  /** Real-looking words seen, and how many of them were unsure. */
  seen: number;
  unsure: number;
  /** Unsure words with two digits or more (a figure somebody meant, not a speck) that were left out. */
  droppedFigures: number;
  /** True when too much of the page was unsure to keep any of it. */
  unreliable: boolean;
};

export function confidentWords(lines: OcrLine[]): ConfidentReading {
  const words: PositionedText[] = [];
  let seen = 0;
  let unsure = 0;
  let droppedFigures = 0;
  for (const word of lines.flat()) {
    const sure = word.confidence >= MIN_WORD_CONFIDENCE;
    if (sure && !ruleOrSpeck(word.text)) words.push(stripConfidence(word));
    if (!realLooking(word.text)) continue;
    seen++;
    if (sure) continue;
    unsure++;
    if ((word.text.match(/\d/g)?.length ?? 0) >= 2) droppedFigures++;
  }
  const sureWords = seen - unsure;
  const unreliable = seen >= MIN_WORDS_TO_JUDGE && sureWords < MIN_SURE_WORDS && sureWords / seen < MIN_SURE_SHARE;
  return { words: unreliable ? [] : words, seen, unsure, droppedFigures, unreliable };
}

function stripConfidence(word: OcrWord): PositionedText {
  const { confidence: _confidence, ...rest } = word;
  return rest;
}

/** What a reader tells the user about a page read with OCR (nothing when it read cleanly). */
export function confidenceWarning(
  where: string,
  reading: Pick<ConfidentReading, "unreliable" | "droppedFigures">,
): string | null {
  if (reading.unreliable)
    return `${where} could not be read reliably (handwriting or a poor scan); nothing on it was used. Enter its figures by hand.`;
  if (reading.droppedFigures > 0)
    return `${where}: ${reading.droppedFigures} figure(s) could not be read reliably (handwriting or a poor scan) and were left out; check that page by hand.`;
  return null;
}
