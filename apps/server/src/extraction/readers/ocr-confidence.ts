import type { PositionedText } from "../layout";

/**
 * Which OCR'd words may be shown as data. A figure read from handwriting or a smudged scan is the worst
 * output there is: "total expenses $2 a year" looks as certain as a printed figure once it is in a table. So:
 * - a figure (a word mostly of digits) the engine is less sure of than MIN_WORD_CONFIDENCE is never kept (its cell
 *   stays empty, so a label is left without a figure rather than given a wrong one), and a figure left out is counted so the
 *   reader can say which page to check by hand;
 * - a line half or more of whose words are unsure is dropped whole, its sure words too;
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
/**
 * A word that is not a figure is a label, not a figure: kept down to the confidence below which Tesseract's words are
 * specks of photos and logos, since a label read a letter wrong ("Tota1") still names its row, and a row
 * without its label ("TOTAL") is mistaken for a unit.
 */
export const MIN_LABEL_CONFIDENCE = 25;
/** Below this share of sure words among the real-looking ones, with fewer than MIN_SURE_WORDS sure, a page is not read. */
export const MIN_SURE_SHARE = 0.5;
const MIN_SURE_WORDS = 15;
/** A page with fewer real-looking words than this is judged by its words only (a page of a photo and a caption). */
const MIN_WORDS_TO_JUDGE = 8;

/** Two letters or digits: a word or a figure, rather than a speck of a photo or a rule line read as "|". */
const realLooking = (text: string): boolean => (text.match(/[A-Za-z0-9]/g)?.length ?? 0) >= 2;
/**
 * A "word" of only rules and specks ("|", "»", "=") is a table's ruling or a photo's grain read as print:
 * kept, it stands between a label and its figure as a cell of its own. Dashes ("-" for nil), slashes ("2BR / 1BA")
 * and the currency and percent signs of a figure set apart from its digits are kept.
 */
const ruleOrSpeck = (text: string): boolean => /^[|¦!()[\]{}=~_»«"“”'‘’:;.,°•©®¢@#^*<>\\]+$/.test(text);

export type ConfidentReading = {
  words: PositionedText[];
  /** Real-looking words seen, and how many of them were unsure. */
  seen: number;
  unsure: number;
  /** Figures left out: unsure words with two digits or more (not a speck), and any figure of a dropped line. */
  droppedFigures: number;
  /** True when too much of the page was unsure to keep any of it. */
  unreliable: boolean;
};

/** A figure: a word at least half of whose letters and digits are digits ("$1,215", "2/1.00"; not "1BR" nor "A-101"). */
export const isFigure = (text: string): boolean => {
  const digits = text.match(/\d/g)?.length ?? 0;
  return digits > 0 && digits * 2 >= (text.match(/[A-Za-z0-9]/g)?.length ?? 0);
};
/**
 * A figure whose thousands are not grouped in threes ("1,12251" for 1,122.51: the point lost) is a misreading,
 * however sure the engine is of it: read as printed it is a hundred times the amount.
 */
const misgrouped = (text: string): boolean => /\d,(?:\d{1,2}(?!\d)|\d{4,})/.test(text);
const kept = (w: OcrWord): boolean =>
  !ruleOrSpeck(w.text) &&
  (isFigure(w.text)
    ? w.confidence >= MIN_WORD_CONFIDENCE && !misgrouped(w.text)
    : w.confidence >= MIN_LABEL_CONFIDENCE);

/** A table's border glued to the text beside it ("[Occupied", "2,000]", "|Rent") is not part of the word. */
const withoutBorders = (word: OcrWord): OcrWord => ({ ...word, text: word.text.replace(/^[|[\]]+|[|[\]]+$/g, "") });

export function confidentWords(found: OcrLine[]): ConfidentReading {
  const lines = found.map((line) => line.map(withoutBorders).filter((w) => w.text !== ""));
  const words: PositionedText[] = [];
  let seen = 0;
  let unsure = 0;
  let droppedFigures = 0;
  for (const line of lines) {
    const real = line.filter((w) => realLooking(w.text));
    const doubtful = real.filter((w) => w.confidence < MIN_WORD_CONFIDENCE || (isFigure(w.text) && misgrouped(w.text)));
    seen += real.length;
    unsure += doubtful.length;
    droppedFigures += doubtful.filter((w) => isFigure(w.text) && (w.text.match(/\d/g)?.length ?? 0) >= 2).length;
    // A line most of whose words are unsure is scrawl or a picture's grain: the words that passed are no surer.
    if (real.length >= 2 && doubtful.length * 2 >= real.length) {
      droppedFigures += real.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE && isFigure(w.text)).length;
      continue;
    }
    for (const w of line) if (kept(w)) words.push(stripConfidence(w));
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
